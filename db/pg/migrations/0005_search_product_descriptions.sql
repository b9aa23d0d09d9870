-- The directory search reads what a business's products and services say, not only their names
-- (docs/product.md "Directory and search"), as on SQLite (db/migrations/0017): business_fts's
-- document takes each product's name and description at weight B, a description's change
-- refreshes it, and every business's document is rebuilt.
CREATE OR REPLACE FUNCTION business_fts_refresh(business_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO business_fts (business_id, document)
  SELECT b.id,
    setweight(to_tsvector('soko_english', b.name), 'A')
    || setweight(to_tsvector('soko_english', c.name), 'B')
    || setweight(to_tsvector('soko_english', coalesce(
      (SELECT string_agg(p.name || ' ' || coalesce(p.description, ''), ' ' ORDER BY p.id)
       FROM products p WHERE p.business_id = b.id), '')), 'B')
    || setweight(to_tsvector('soko_english', concat_ws(' ', b.sub_category, b.tagline)), 'C')
    || setweight(to_tsvector('soko_english', coalesce(b.description, '')), 'D')
  FROM businesses b JOIN categories c ON c.id = b.category_id
  WHERE b.id = ANY (business_ids)
  ON CONFLICT (business_id) DO UPDATE SET document = excluded.document;
$$;
--> statement-breakpoint
DROP TRIGGER products_fts_update ON products;
--> statement-breakpoint
CREATE TRIGGER products_fts_update AFTER UPDATE ON products FOR EACH ROW
WHEN ((OLD.name, OLD.description, OLD.business_id) IS DISTINCT FROM (NEW.name, NEW.description, NEW.business_id))
EXECUTE FUNCTION business_fts_follow_products();
--> statement-breakpoint
SELECT business_fts_refresh(ARRAY(SELECT id FROM businesses));
