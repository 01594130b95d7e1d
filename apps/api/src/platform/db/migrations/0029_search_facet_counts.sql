-- Issue 43 (search at 100,000 lots): a search without text counted its facets and total by one pass
-- over every open lot (≈ 70,000 index entries into eight hash tables, 63–80 ms), and the closed
-- section's count by another. The lots' facet columns take few distinct combinations (≈ 1,100 among
-- 70,000 open lots in bench:search), so the counts are kept per combination: facet counts for ANY
-- filters are the same GROUPING SETS statement over those rows, weighted by their counts.
--
-- Public lots only, by state: 'open' (status open, whatever its close: the lots past their close the
-- worker has not closed yet are subtracted at read time through lots_search_facets_idx), 'done'
-- (sold or closed). Private lots are few and visible to their buyer groups only: counted live
-- (lots_private_facets_idx) for signed-in viewers.
--
-- Exact after every commit, and no lock shared by writers: a change of a lot's state, visibility or
-- facet column APPENDS its delta to lot_facet_log (one row out, one row in; no index, no update in
-- place: the closing storm's many transactions, batches from two processes, would otherwise queue
-- and deadlock on the same counter rows). A read sums lot_facet_counts and lot_facet_log in one
-- snapshot; lot_facet_compact() folds the log into the counts (one compactor at a time, an advisory
-- lock; the search service calls it when a read saw a long log). A bid changes none of these
-- columns: the WHEN clause keeps it off the log.
CREATE TABLE "lot_facet_counts" (
  "state" text NOT NULL,
  "category_id" integer,
  "brand_id" integer,
  "condition_id" integer,
  "listing_format" text,
  "lot_size" integer,
  "region_id" integer,
  "country" text,
  "n" bigint NOT NULL
);--> statement-breakpoint
CREATE TABLE "lot_facet_log" (
  "state" text NOT NULL,
  "category_id" integer,
  "brand_id" integer,
  "condition_id" integer,
  "listing_format" text,
  "lot_size" integer,
  "region_id" integer,
  "country" text,
  "n" integer NOT NULL
);--> statement-breakpoint
-- The counted state of a lot: NULL when not counted (private, draft, scheduled, withdrawn).
CREATE FUNCTION lot_facet_state(status text, is_private boolean) RETURNS text IMMUTABLE LANGUAGE sql AS $$
  SELECT CASE WHEN is_private THEN NULL WHEN status = 'open' THEN 'open' WHEN status IN ('sold', 'closed') THEN 'done' END
$$;
--> statement-breakpoint
CREATE FUNCTION lot_facet_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    s := lot_facet_state(OLD.status, OLD.is_private);
    IF s IS NOT NULL THEN
      INSERT INTO lot_facet_log VALUES (s, OLD.category_id, OLD.brand_id, OLD.condition_id, OLD.listing_format,
                                        OLD.lot_size, OLD.region_id, OLD.country, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    s := lot_facet_state(NEW.status, NEW.is_private);
    IF s IS NOT NULL THEN
      INSERT INTO lot_facet_log VALUES (s, NEW.category_id, NEW.brand_id, NEW.condition_id, NEW.listing_format,
                                        NEW.lot_size, NEW.region_id, NEW.country, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lot_facet_lots_insert AFTER INSERT ON lots FOR EACH ROW EXECUTE FUNCTION lot_facet_log_change();
--> statement-breakpoint
CREATE TRIGGER lot_facet_lots_delete AFTER DELETE ON lots FOR EACH ROW EXECUTE FUNCTION lot_facet_log_change();
--> statement-breakpoint
CREATE TRIGGER lot_facet_lots_update AFTER UPDATE OF status, is_private, category_id, brand_id, condition_id,
  listing_format, lot_size, region_id, country ON lots
  FOR EACH ROW
  WHEN (lot_facet_state(OLD.status, OLD.is_private) IS DISTINCT FROM lot_facet_state(NEW.status, NEW.is_private)
        OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.brand_id IS DISTINCT FROM NEW.brand_id
        OR OLD.condition_id IS DISTINCT FROM NEW.condition_id OR OLD.listing_format IS DISTINCT FROM NEW.listing_format
        OR OLD.lot_size IS DISTINCT FROM NEW.lot_size OR OLD.region_id IS DISTINCT FROM NEW.region_id
        OR OLD.country IS DISTINCT FROM NEW.country)
  EXECUTE FUNCTION lot_facet_log_change();
--> statement-breakpoint
CREATE FUNCTION lot_facet_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lot_facet_counts;
  DELETE FROM lot_facet_log;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lot_facet_lots_truncate AFTER TRUNCATE ON lots FOR EACH STATEMENT EXECUTE FUNCTION lot_facet_truncate();
--> statement-breakpoint
-- Folds the log into the counts: both rewritten as one set of rows per combination (a few thousand
-- rows: cheaper than matching each delta to its row, and no update in place). Returns the log rows
-- folded; 0 when another session is folding (it will see the rows this one would have).
CREATE FUNCTION lot_facet_compact() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE folded integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(4302900) THEN
    RETURN 0;
  END IF;
  WITH d AS (DELETE FROM lot_facet_log RETURNING *),
       c AS (DELETE FROM lot_facet_counts RETURNING *),
       ins AS (
         INSERT INTO lot_facet_counts
         SELECT state, category_id, brand_id, condition_id, listing_format, lot_size, region_id, country, sum(n)
           FROM (SELECT state, category_id, brand_id, condition_id, listing_format, lot_size, region_id, country, n::bigint AS n FROM d
                 UNION ALL
                 SELECT state, category_id, brand_id, condition_id, listing_format, lot_size, region_id, country, n FROM c) x
          GROUP BY state, category_id, brand_id, condition_id, listing_format, lot_size, region_id, country
         HAVING sum(n) <> 0)
  SELECT count(*) INTO folded FROM d;
  RETURN folded;
END $$;
--> statement-breakpoint
-- The private lots a signed-in search adds live (few; this index holds only them).
CREATE INDEX "lots_private_facets_idx" ON "lots" ("status", "date_closed")
  INCLUDE ("id", "category_id", "brand_id", "condition_id", "listing_format", "lot_size", "region_id", "country")
  WHERE "is_private";--> statement-breakpoint
INSERT INTO lot_facet_counts
SELECT lot_facet_state(status, is_private), category_id, brand_id, condition_id, listing_format, lot_size, region_id, country, count(*)
  FROM lots
 WHERE lot_facet_state(status, is_private) IS NOT NULL
 GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
