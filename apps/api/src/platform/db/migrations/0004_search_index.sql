-- Search (issue 7): the maintained search document of each lot, its GIN indexes, and the
-- indexes the search call's sorts and facet counts use. Hand-written (drizzle-kit --custom).
CREATE OR REPLACE FUNCTION lot_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO lot_search_documents (lot_id, document, words)
  SELECT l.id,
         setweight(to_tsvector('simple', l.title), 'A')
      || setweight(to_tsvector('simple', concat_ws(' ', l.manufacturer, l.model_number, b.name, l.upc)), 'B')
      || setweight(to_tsvector('simple', concat_ws(' ', m.parts, s.parts)), 'C')
      || setweight(to_tsvector('simple', left(regexp_replace(l.description, '<[^>]*>', ' ', 'g'), 20000)), 'D'),
         lower(concat_ws(' ', l.title, l.manufacturer, l.model_number, b.name))
    FROM lots l
    LEFT JOIN brands b ON b.id = l.brand_id
    LEFT JOIN LATERAL (
      SELECT string_agg(concat_ws(' ', ml.part_number, ml.brand, ml.product_name), ' ') AS parts
        FROM manifest_lines ml WHERE ml.lot_id = l.id) m ON true
    LEFT JOIN LATERAL (
      SELECT string_agg(concat_ws(' ', li.part_number, li.brand, li.title), ' ') AS parts
        FROM line_items li WHERE li.lot_id = l.id) s ON true
   WHERE l.id = ANY(ids)
  ON CONFLICT (lot_id) DO UPDATE SET document = EXCLUDED.document, words = EXCLUDED.words;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lot_search_after_lots_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lot_search_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lot_search_after_lot_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lot_search_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lot_search_after_children_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lot_search_refresh(ARRAY(SELECT DISTINCT lot_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lot_search_after_children_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lot_search_refresh(ARRAY(SELECT DISTINCT lot_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lot_search_after_child_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lot_search_refresh(ARRAY[NEW.lot_id, OLD.lot_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lot_search_lots_insert AFTER INSERT ON lots
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lot_search_after_lots_insert();
--> statement-breakpoint
CREATE TRIGGER lot_search_lots_update AFTER UPDATE OF title, description, manufacturer, model_number, brand_id, upc ON lots
  FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description
        OR OLD.manufacturer IS DISTINCT FROM NEW.manufacturer OR OLD.model_number IS DISTINCT FROM NEW.model_number
        OR OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.upc IS DISTINCT FROM NEW.upc)
  EXECUTE FUNCTION lot_search_after_lot_update();
--> statement-breakpoint
CREATE TRIGGER lot_search_manifest_insert AFTER INSERT ON manifest_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lot_search_after_children_insert();
--> statement-breakpoint
CREATE TRIGGER lot_search_manifest_delete AFTER DELETE ON manifest_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lot_search_after_children_delete();
--> statement-breakpoint
CREATE TRIGGER lot_search_manifest_update AFTER UPDATE OF part_number, brand, product_name, lot_id ON manifest_lines
  FOR EACH ROW
  WHEN (OLD.part_number IS DISTINCT FROM NEW.part_number OR OLD.brand IS DISTINCT FROM NEW.brand
        OR OLD.product_name IS DISTINCT FROM NEW.product_name OR OLD.lot_id IS DISTINCT FROM NEW.lot_id)
  EXECUTE FUNCTION lot_search_after_child_update();
--> statement-breakpoint
CREATE TRIGGER lot_search_line_items_insert AFTER INSERT ON line_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lot_search_after_children_insert();
--> statement-breakpoint
CREATE TRIGGER lot_search_line_items_delete AFTER DELETE ON line_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lot_search_after_children_delete();
--> statement-breakpoint
CREATE TRIGGER lot_search_line_items_update AFTER UPDATE OF part_number, brand, title, lot_id ON line_items
  FOR EACH ROW
  WHEN (OLD.part_number IS DISTINCT FROM NEW.part_number OR OLD.brand IS DISTINCT FROM NEW.brand
        OR OLD.title IS DISTINCT FROM NEW.title OR OLD.lot_id IS DISTINCT FROM NEW.lot_id)
  EXECUTE FUNCTION lot_search_after_child_update();
--> statement-breakpoint
SELECT lot_search_refresh(ARRAY(SELECT id FROM lots));
--> statement-breakpoint
CREATE INDEX lot_search_documents_document_idx ON lot_search_documents USING gin (document);
--> statement-breakpoint
CREATE INDEX lot_search_documents_words_idx ON lot_search_documents USING gin (words gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX lots_open_price_idx ON lots (current_price, id) WHERE status = 'open';
--> statement-breakpoint
CREATE INDEX lots_open_added_idx ON lots (date_added, id) WHERE status = 'open';
--> statement-breakpoint
CREATE INDEX lots_open_close_idx ON lots (date_closed, id) WHERE status = 'open';
--> statement-breakpoint
CREATE INDEX lots_close_id_idx ON lots (date_closed, id);
--> statement-breakpoint
CREATE INDEX lots_search_facets_idx ON lots (status, date_closed)
  INCLUDE (id, category_id, brand_id, condition_id, listing_format, lot_size, region_id, country);
