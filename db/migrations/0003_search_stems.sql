-- business_fts indexes word stems (the porter tokenizer over unicode61), so that the directory
-- search can match complete words exactly and still find "plumber" for "plumbers" and "braiding"
-- for "braids" (server/features/businesses/business-search.ts). Same columns and rowids as in
-- 0001_triggers.sql, whose triggers keep filling it; rebuilt from the businesses in one pass
-- (about 3 s per 100,000 businesses).
DROP TABLE business_fts;
--> statement-breakpoint
CREATE VIRTUAL TABLE business_fts USING fts5(
  name, tagline, description, category, sub_category, products,
  content = '', contentless_delete = 1, tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3'
);
--> statement-breakpoint
INSERT INTO business_fts (rowid, name, tagline, description, category, sub_category, products)
SELECT b.id, b.name, coalesce(b.tagline, ''), coalesce(b.description, ''), c.name, coalesce(b.sub_category, ''),
  coalesce((SELECT group_concat(p.name, ' ') FROM products p WHERE p.business_id = b.id), '')
FROM businesses b JOIN categories c ON c.id = b.category_id;
