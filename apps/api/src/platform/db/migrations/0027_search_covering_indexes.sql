-- Issue 43 (search speed): since buyer groups (0023) every search statement tests lots.is_private,
-- which no search index carried, so the facet counts, the closed count and every page's key scan
-- read the lots rows (a sequential scan of the table for the facets). These are the same indexes
-- with what the statements test and sort by included: the facet pass, the closed count and a deep
-- page are index-only scans again. No new index (each is one more write per bid and per close).
DROP INDEX "lots_search_facets_idx";--> statement-breakpoint
CREATE INDEX "lots_search_facets_idx" ON "lots" ("status", "date_closed")
  INCLUDE ("id", "is_private", "category_id", "brand_id", "condition_id", "listing_format", "lot_size", "region_id", "country", "current_price", "date_added");--> statement-breakpoint
DROP INDEX "lots_open_price_idx";--> statement-breakpoint
CREATE INDEX "lots_open_price_idx" ON "lots" ("current_price", "id") INCLUDE ("date_closed", "is_private") WHERE "status" = 'open';--> statement-breakpoint
DROP INDEX "lots_open_added_idx";--> statement-breakpoint
CREATE INDEX "lots_open_added_idx" ON "lots" ("date_added", "id") INCLUDE ("date_closed", "is_private") WHERE "status" = 'open';--> statement-breakpoint
DROP INDEX "lots_open_close_idx";--> statement-breakpoint
CREATE INDEX "lots_open_close_idx" ON "lots" ("date_closed", "id") INCLUDE ("is_private") WHERE "status" = 'open';--> statement-breakpoint
DROP INDEX "lots_close_id_idx";--> statement-breakpoint
CREATE INDEX "lots_close_id_idx" ON "lots" ("date_closed", "id") INCLUDE ("status", "is_private");--> statement-breakpoint
DROP INDEX "lots_closed_early_idx";--> statement-breakpoint
CREATE INDEX "lots_closed_early_idx" ON "lots" ("date_closed", "id") INCLUDE ("is_private") WHERE "status" IN ('sold', 'closed');
