-- Search (issue 7): the closed section is "newest close first" over two disjoint branches —
-- past the close (ordered scan of (date_closed, id), which also covers the facet columns for
-- index-only counts) and closed early (a small partial index).
DROP INDEX IF EXISTS lots_close_id_idx;
--> statement-breakpoint
CREATE INDEX lots_close_id_idx ON lots (date_closed, id)
  INCLUDE (status, category_id, brand_id, condition_id, listing_format, lot_size, region_id, country);
--> statement-breakpoint
CREATE INDEX lots_closed_early_idx ON lots (date_closed, id) WHERE status <> 'open';
