-- Issue 43 (search at 100,000 lots): a text search joined its matches with every open (or closed)
-- lot's entry of lots_search_facets_idx to test the mode, the visibility and the filters (≈ 40 % of
-- a text call). The search document now carries what those tests and the date sorts read, so a
-- text statement is one bitmap scan of the documents with no join. Not the price nor the bid count:
-- every bid would rewrite a row with two GIN indexes; the price sorts still join lots for the page.
-- Kept by the same triggers: lot_search_refresh writes them with the document, and an update of
-- only these columns copies them (no tsvector rebuilt). A bid updates none of them (the soft close
-- moving date_closed excepted), so the WHEN clause leaves its document alone.
ALTER TABLE "lot_search_documents"
  ADD COLUMN "status" text,
  ADD COLUMN "is_private" boolean,
  ADD COLUMN "date_added" timestamp with time zone,
  ADD COLUMN "date_closed" timestamp with time zone,
  ADD COLUMN "category_id" integer,
  ADD COLUMN "brand_id" integer,
  ADD COLUMN "condition_id" integer,
  ADD COLUMN "listing_format" text,
  ADD COLUMN "lot_size" integer,
  ADD COLUMN "region_id" integer,
  ADD COLUMN "country" text;--> statement-breakpoint
-- Room on each page for the copy of a close or a soft-close extension: a HOT update, so the two GIN
-- indexes are not written again.
ALTER TABLE "lot_search_documents" SET (fillfactor = 90);--> statement-breakpoint
CREATE OR REPLACE FUNCTION lot_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO lot_search_documents (lot_id, document, parts, words, status, is_private, date_added, date_closed,
                                    category_id, brand_id, condition_id, listing_format, lot_size, region_id, country)
  SELECT l.id,
         setweight(to_tsvector('simple', l.title), 'A')
      || setweight(to_tsvector('simple', concat_ws(' ', l.manufacturer, l.model_number, b.name, l.upc)), 'B')
      || setweight(to_tsvector('simple', left(regexp_replace(l.description, '<[^>]*>', ' ', 'g'), 20000)), 'D'),
         setweight(to_tsvector('simple', concat_ws(' ', m.parts, s.parts)), 'C'),
         lower(concat_ws(' ', l.title, l.manufacturer, l.model_number, b.name)),
         l.status, l.is_private, l.date_added, l.date_closed,
         l.category_id, l.brand_id, l.condition_id, l.listing_format, l.lot_size, l.region_id, l.country
    FROM lots l
    LEFT JOIN brands b ON b.id = l.brand_id
    LEFT JOIN LATERAL (
      SELECT string_agg(concat_ws(' ', ml.part_number, ml.brand, ml.product_name), ' ') AS parts
        FROM manifest_lines ml WHERE ml.lot_id = l.id) m ON true
    LEFT JOIN LATERAL (
      SELECT string_agg(concat_ws(' ', li.part_number, li.brand, li.title), ' ') AS parts
        FROM line_items li WHERE li.lot_id = l.id) s ON true
   WHERE l.id = ANY(ids)
  ON CONFLICT (lot_id) DO UPDATE SET document = EXCLUDED.document, parts = EXCLUDED.parts, words = EXCLUDED.words,
    status = EXCLUDED.status, is_private = EXCLUDED.is_private, date_added = EXCLUDED.date_added,
    date_closed = EXCLUDED.date_closed, category_id = EXCLUDED.category_id, brand_id = EXCLUDED.brand_id,
    condition_id = EXCLUDED.condition_id, listing_format = EXCLUDED.listing_format, lot_size = EXCLUDED.lot_size,
    region_id = EXCLUDED.region_id, country = EXCLUDED.country;
  INSERT INTO search_terms (term)
  SELECT DISTINCT w
    FROM lot_search_documents d, regexp_split_to_table(d.words, '[^[:alnum:]]+') w
   WHERE d.lot_id = ANY(ids) AND length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
  ON CONFLICT (term) DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lot_search_after_lot_filters_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lot_search_documents
     SET status = NEW.status, is_private = NEW.is_private, date_added = NEW.date_added, date_closed = NEW.date_closed,
         category_id = NEW.category_id, brand_id = NEW.brand_id, condition_id = NEW.condition_id,
         listing_format = NEW.listing_format, lot_size = NEW.lot_size, region_id = NEW.region_id, country = NEW.country
   WHERE lot_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- brand_id is left to lot_search_lots_update (the brand's name is in the document: a full refresh).
CREATE TRIGGER lot_search_lots_filters_update AFTER UPDATE OF status, is_private, date_added, date_closed,
  category_id, condition_id, listing_format, lot_size, region_id, country ON lots
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.is_private IS DISTINCT FROM NEW.is_private
        OR OLD.date_added IS DISTINCT FROM NEW.date_added OR OLD.date_closed IS DISTINCT FROM NEW.date_closed
        OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.condition_id IS DISTINCT FROM NEW.condition_id
        OR OLD.listing_format IS DISTINCT FROM NEW.listing_format OR OLD.lot_size IS DISTINCT FROM NEW.lot_size
        OR OLD.region_id IS DISTINCT FROM NEW.region_id OR OLD.country IS DISTINCT FROM NEW.country)
  EXECUTE FUNCTION lot_search_after_lot_filters_update();
--> statement-breakpoint
UPDATE lot_search_documents d
   SET status = l.status, is_private = l.is_private, date_added = l.date_added, date_closed = l.date_closed,
       category_id = l.category_id, brand_id = l.brand_id, condition_id = l.condition_id,
       listing_format = l.listing_format, lot_size = l.lot_size, region_id = l.region_id, country = l.country
  FROM lots l
 WHERE l.id = d.lot_id;
