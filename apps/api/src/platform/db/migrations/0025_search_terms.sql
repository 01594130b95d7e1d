CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Typo tolerance (issue 43): the catalogue's dictionary. A misspelt search word is compared by
-- trigram similarity with these few thousand words (this index), never with every lot's document.
CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops);
--> statement-breakpoint
-- The documents as before (0008), then their words into the dictionary: titles, manufacturers,
-- models and brands, 3–40 characters with at least one letter. Words are never removed here.
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
  INSERT INTO search_terms (term)
  SELECT DISTINCT w
    FROM lot_search_documents d, regexp_split_to_table(d.words, '[^[:alnum:]]+') w
   WHERE d.lot_id = ANY(ids) AND length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
  ON CONFLICT (term) DO NOTHING;
$$;
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT w
  FROM lot_search_documents d, regexp_split_to_table(d.words, '[^[:alnum:]]+') w
 WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
ON CONFLICT (term) DO NOTHING;
--> statement-breakpoint
-- "Is this word the start of a real word?" (LIKE 'word%') as an index range scan.
CREATE INDEX search_terms_prefix_idx ON search_terms (term text_pattern_ops);
