-- The directory search reads what a business's products and services say, not only their names
-- (docs/product.md "Directory and search"): the products column of business_fts holds each
-- product's name and description, so "blocked drain" finds the plumber whose service says
-- "Leaks, blocked drains and tap replacement". Every trigger that fills the column is made again
-- with the description (and products_derive_update also follows a description's change), and the
-- index is rebuilt from the businesses in one pass.
DROP TRIGGER products_derive_insert;
--> statement-breakpoint
CREATE TRIGGER products_derive_insert AFTER INSERT ON products BEGIN
  UPDATE businesses SET
    min_price = (SELECT min(coalesce(min_price, price)) FROM products WHERE business_id = NEW.business_id),
    max_price = (SELECT max(coalesce(max_price, price)) FROM products WHERE business_id = NEW.business_id),
    product_count = (SELECT count(*) FROM products WHERE business_id = NEW.business_id)
  WHERE id = NEW.business_id;
  DELETE FROM business_fts WHERE rowid = NEW.business_id;
  INSERT INTO business_fts (rowid, name, tagline, description, category, sub_category, products)
  SELECT b.id, b.name, coalesce(b.tagline, ''), coalesce(b.description, ''), c.name, coalesce(b.sub_category, ''),
    coalesce((SELECT group_concat(p.name || ' ' || coalesce(p.description, ''), ' ') FROM products p WHERE p.business_id = b.id), '')
  FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.id = NEW.business_id;
END;
--> statement-breakpoint
DROP TRIGGER products_derive_delete;
--> statement-breakpoint
CREATE TRIGGER products_derive_delete AFTER DELETE ON products BEGIN
  UPDATE businesses SET
    min_price = (SELECT min(coalesce(min_price, price)) FROM products WHERE business_id = OLD.business_id),
    max_price = (SELECT max(coalesce(max_price, price)) FROM products WHERE business_id = OLD.business_id),
    product_count = (SELECT count(*) FROM products WHERE business_id = OLD.business_id)
  WHERE id = OLD.business_id;
  DELETE FROM business_fts WHERE rowid = OLD.business_id;
  INSERT INTO business_fts (rowid, name, tagline, description, category, sub_category, products)
  SELECT b.id, b.name, coalesce(b.tagline, ''), coalesce(b.description, ''), c.name, coalesce(b.sub_category, ''),
    coalesce((SELECT group_concat(p.name || ' ' || coalesce(p.description, ''), ' ') FROM products p WHERE p.business_id = b.id), '')
  FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.id = OLD.business_id;
END;
--> statement-breakpoint
DROP TRIGGER businesses_fts_insert;
--> statement-breakpoint
CREATE TRIGGER businesses_fts_insert AFTER INSERT ON businesses BEGIN
  INSERT INTO business_fts (rowid, name, tagline, description, category, sub_category, products)
  SELECT b.id, b.name, coalesce(b.tagline, ''), coalesce(b.description, ''), c.name, coalesce(b.sub_category, ''),
    coalesce((SELECT group_concat(p.name || ' ' || coalesce(p.description, ''), ' ') FROM products p WHERE p.business_id = b.id), '')
  FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.id = NEW.id;
END;
--> statement-breakpoint
DROP TRIGGER products_derive_update;
--> statement-breakpoint
CREATE TRIGGER products_derive_update AFTER UPDATE OF name, description, price, min_price, max_price, business_id ON products
WHEN OLD.name IS NOT NEW.name OR OLD.description IS NOT NEW.description OR OLD.price IS NOT NEW.price OR OLD.min_price IS NOT NEW.min_price OR OLD.max_price IS NOT NEW.max_price OR OLD.business_id IS NOT NEW.business_id
BEGIN
  UPDATE businesses SET
    min_price = (SELECT min(coalesce(min_price, price)) FROM products WHERE business_id = NEW.business_id),
    max_price = (SELECT max(coalesce(max_price, price)) FROM products WHERE business_id = NEW.business_id),
    product_count = (SELECT count(*) FROM products WHERE business_id = NEW.business_id)
  WHERE id = NEW.business_id;
  UPDATE businesses SET
    min_price = (SELECT min(coalesce(min_price, price)) FROM products WHERE business_id = OLD.business_id),
    max_price = (SELECT max(coalesce(max_price, price)) FROM products WHERE business_id = OLD.business_id),
    product_count = (SELECT count(*) FROM products WHERE business_id = OLD.business_id)
  WHERE id = OLD.business_id;
  DELETE FROM business_fts WHERE rowid IN (NEW.business_id, OLD.business_id);
  INSERT INTO business_fts (rowid, name, tagline, description, category, sub_category, products)
  SELECT b.id, b.name, coalesce(b.tagline, ''), coalesce(b.description, ''), c.name, coalesce(b.sub_category, ''),
    coalesce((SELECT group_concat(p.name || ' ' || coalesce(p.description, ''), ' ') FROM products p WHERE p.business_id = b.id), '')
  FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.id IN (NEW.business_id, OLD.business_id);
END;
--> statement-breakpoint
DROP TRIGGER businesses_fts_update;
--> statement-breakpoint
CREATE TRIGGER businesses_fts_update AFTER UPDATE OF name, tagline, description, category_id, sub_category ON businesses
WHEN OLD.name IS NOT NEW.name OR OLD.tagline IS NOT NEW.tagline OR OLD.description IS NOT NEW.description OR OLD.category_id IS NOT NEW.category_id OR OLD.sub_category IS NOT NEW.sub_category
BEGIN
  DELETE FROM business_fts WHERE rowid = NEW.id;
  INSERT INTO business_fts (rowid, name, tagline, description, category, sub_category, products)
  SELECT b.id, b.name, coalesce(b.tagline, ''), coalesce(b.description, ''), c.name, coalesce(b.sub_category, ''),
    coalesce((SELECT group_concat(p.name || ' ' || coalesce(p.description, ''), ' ') FROM products p WHERE p.business_id = b.id), '')
  FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.id = NEW.id;
END;
--> statement-breakpoint
DROP TRIGGER categories_fts_update;
--> statement-breakpoint
CREATE TRIGGER categories_fts_update AFTER UPDATE OF name ON categories
WHEN OLD.name IS NOT NEW.name
BEGIN
  DELETE FROM business_fts WHERE rowid IN (SELECT id FROM businesses WHERE category_id = NEW.id);
  INSERT INTO business_fts (rowid, name, tagline, description, category, sub_category, products)
  SELECT b.id, b.name, coalesce(b.tagline, ''), coalesce(b.description, ''), c.name, coalesce(b.sub_category, ''),
    coalesce((SELECT group_concat(p.name || ' ' || coalesce(p.description, ''), ' ') FROM products p WHERE p.business_id = b.id), '')
  FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.category_id = NEW.id;
END;
--> statement-breakpoint
INSERT INTO business_fts (business_fts) VALUES ('delete-all');
--> statement-breakpoint
INSERT INTO business_fts (rowid, name, tagline, description, category, sub_category, products)
SELECT b.id, b.name, coalesce(b.tagline, ''), coalesce(b.description, ''), c.name, coalesce(b.sub_category, ''),
  coalesce((SELECT group_concat(p.name || ' ' || coalesce(p.description, ''), ' ') FROM products p WHERE p.business_id = b.id), '')
FROM businesses b JOIN categories c ON c.id = b.category_id;
