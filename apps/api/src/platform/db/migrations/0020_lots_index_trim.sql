-- Issue 11 (closing storm, bid path): every bid and every close rewrites a lots row without HOT, so
-- each index is one more write per row. These three are read by no query: lots_status_close_idx
-- is the key of lots_search_facets_idx (status, date_closed) without its INCLUDE columns;
-- lots_format_idx (four values) is covered by the same index; search reads lot_search_documents,
-- not the old full-text index on lots. docs/performance.md "Closing, session 5".
DROP INDEX "lots_status_close_idx";--> statement-breakpoint
DROP INDEX "lots_format_idx";--> statement-breakpoint
DROP INDEX "lots_search_idx";