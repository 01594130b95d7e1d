-- Completed mode's pages in price and newest-listed order. Its lots are the sold and closed ones
-- (whenever they closed) and the open ones past their close that the closing worker has not
-- closed yet; the page reads them as those two disjoint branches (search.repository.ts), each
-- an ordered scan cut at the page: sold and closed by these partial indexes (the close-date
-- sorts have lots_closed_early_idx), the few overdue open lots by the open-lot indexes. Without
-- them a completed page in price order sorted every closed lot (30,000 of bench:search's 100,000).
-- Bids never touch them: an open lot is outside their predicate.
CREATE INDEX "lots_done_price_idx" ON "lots" ("current_price", "id") INCLUDE ("date_closed", "is_private") WHERE "status" IN ('sold', 'closed');--> statement-breakpoint
CREATE INDEX "lots_done_added_idx" ON "lots" ("date_added", "id") INCLUDE ("date_closed", "is_private") WHERE "status" IN ('sold', 'closed');
--> statement-breakpoint
-- The open lots in price order (the default sort) carry the seven facet columns too, so a
-- filtered browse in price order tests its filters in the index: before, it fetched the lot row
-- of every open lot it walked until the page was full (≈ 3,900 rows for brand + two regions +
-- two countries at 100,000 lots). Bids already rewrite this index's entry (the price is its key).
DROP INDEX "lots_open_price_idx";--> statement-breakpoint
CREATE INDEX "lots_open_price_idx" ON "lots" ("current_price", "id")
  INCLUDE ("date_closed", "is_private", "category_id", "brand_id", "condition_id", "listing_format", "lot_size", "region_id", "country")
  WHERE "status" = 'open';
