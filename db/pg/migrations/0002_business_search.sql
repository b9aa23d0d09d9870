-- The directory's full-text index on PostgreSQL: what business_fts (FTS5) is on SQLite
-- (db/migrations/0001_triggers.sql, 0003_search_stems.sql, 0004_triggers_on_real_change.sql).
-- 1. business_fts holds one tsvector per business (business_id = businesses.id, as the FTS5
--    rowid is): its name, category, product names, subcategory, tagline and description. A side
--    table, not a column of businesses, so that renaming a product rewrites this small row and
--    not the wide businesses row with its dozen indexes; a business's delete takes it along.
-- 2. Words are stemmed by Snowball's English stemmer (the successor of the porter stemmer FTS5
--    uses), after unaccent strips diacritics (FTS5's remove_diacritics), in the text search
--    configuration soko_english. A query must use the same configuration:
--    `document @@ to_tsquery('soko_english', …)`.
-- 3. Weights follow the bm25 column weights of server/features/businesses/business-search.ts
--    (name 10, category 6, products 6, subcategory 4, tagline 3, description 1): A name,
--    B category and products, C subcategory and tagline, D description, so that
--    ts_rank('{0.1, 0.35, 0.6, 1.0}', document, query) weighs them alike.
-- 4. The GIN index answers prefix terms (`'wedd':*`) as well, so FTS5's prefix indexes have no
--    counterpart to declare.
-- 5. Triggers refresh a business's row when its indexed columns, its category's name or its
--    products' names really change, as on SQLite.
-- unaccent ships with PostgreSQL (Debian's postgresql-15 includes it) and is a trusted extension:
-- the database's owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION soko_english (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION soko_english ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
-- 1.
CREATE TABLE business_fts (
  business_id integer PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  document tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX business_fts_document_idx ON business_fts USING gin (document);
--> statement-breakpoint
-- 2. and 3. Also the way to rebuild the index: SELECT business_fts_refresh(ARRAY(SELECT id FROM businesses)).
CREATE FUNCTION business_fts_refresh(business_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO business_fts (business_id, document)
  SELECT b.id,
    setweight(to_tsvector('soko_english', b.name), 'A')
    || setweight(to_tsvector('soko_english', c.name), 'B')
    || setweight(to_tsvector('soko_english', coalesce(
      (SELECT string_agg(p.name, ' ' ORDER BY p.id) FROM products p WHERE p.business_id = b.id), '')), 'B')
    || setweight(to_tsvector('soko_english', concat_ws(' ', b.sub_category, b.tagline)), 'C')
    || setweight(to_tsvector('soko_english', coalesce(b.description, '')), 'D')
  FROM businesses b JOIN categories c ON c.id = b.category_id
  WHERE b.id = ANY (business_ids)
  ON CONFLICT (business_id) DO UPDATE SET document = excluded.document;
$$;
--> statement-breakpoint
-- 5.
CREATE FUNCTION business_fts_follow_business() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM business_fts_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_fts_insert AFTER INSERT ON businesses FOR EACH ROW
EXECUTE FUNCTION business_fts_follow_business();
--> statement-breakpoint
CREATE TRIGGER businesses_fts_update AFTER UPDATE ON businesses FOR EACH ROW
WHEN ((OLD.name, OLD.tagline, OLD.description, OLD.category_id, OLD.sub_category)
  IS DISTINCT FROM (NEW.name, NEW.tagline, NEW.description, NEW.category_id, NEW.sub_category))
EXECUTE FUNCTION business_fts_follow_business();
--> statement-breakpoint
-- A product deleted along with its business finds no business to index: nothing is written.
CREATE FUNCTION business_fts_follow_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM business_fts_refresh(ARRAY[NEW.business_id]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM business_fts_refresh(ARRAY[NEW.business_id, OLD.business_id]);
  ELSE
    PERFORM business_fts_refresh(ARRAY[OLD.business_id]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_fts_insert AFTER INSERT ON products FOR EACH ROW
EXECUTE FUNCTION business_fts_follow_products();
--> statement-breakpoint
CREATE TRIGGER products_fts_update AFTER UPDATE ON products FOR EACH ROW
WHEN ((OLD.name, OLD.business_id) IS DISTINCT FROM (NEW.name, NEW.business_id))
EXECUTE FUNCTION business_fts_follow_products();
--> statement-breakpoint
CREATE TRIGGER products_fts_delete AFTER DELETE ON products FOR EACH ROW
EXECUTE FUNCTION business_fts_follow_products();
--> statement-breakpoint
CREATE FUNCTION business_fts_follow_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM business_fts_refresh(ARRAY(SELECT id FROM businesses WHERE category_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_fts_update AFTER UPDATE ON categories FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION business_fts_follow_category();
--> statement-breakpoint
SELECT business_fts_refresh(ARRAY(SELECT id FROM businesses));
