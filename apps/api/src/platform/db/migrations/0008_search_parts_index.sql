-- Search (issue 7): the lot's own document stays small (ranked, rarely TOASTed); manifest lines and
-- sub-lots get their own vector (matched, not ranked), so a title match never reads a lot's parts.
CREATE OR REPLACE FUNCTION lot_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO lot_search_documents (lot_id, document, parts, words)
  SELECT l.id,
         setweight(to_tsvector('simple', l.title), 'A')
      || setweight(to_tsvector('simple', concat_ws(' ', l.manufacturer, l.model_number, b.name, l.upc)), 'B')
      || setweight(to_tsvector('simple', left(regexp_replace(l.description, '<[^>]*>', ' ', 'g'), 20000)), 'D'),
         setweight(to_tsvector('simple', concat_ws(' ', m.parts, s.parts)), 'C'),
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
  ON CONFLICT (lot_id) DO UPDATE SET document = EXCLUDED.document, parts = EXCLUDED.parts, words = EXCLUDED.words;
$$;
--> statement-breakpoint
SELECT lot_search_refresh(ARRAY(SELECT id FROM lots));
--> statement-breakpoint
CREATE INDEX lot_search_documents_parts_idx ON lot_search_documents USING gin (parts);
