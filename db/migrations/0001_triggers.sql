-- Sync versions, derived business columns and the full-text index, kept current by SQLite itself.
-- 1. Every insert or update of a mirrored row takes the next value of sync_counter as its version.
-- 2. Every delete leaves a tombstone with the next version, so devices learn of deletions.
-- 3. A business's min/max price and product count follow its products.
-- 4. business_fts (contentless FTS5) holds name, tagline, description, category, subcategory and
--    product names of each business, rowid = business id.
INSERT INTO sync_counter (id, value) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER categories_version_insert AFTER INSERT ON categories BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE categories SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER categories_version_update AFTER UPDATE OF name, description, image, emoji, tags ON categories BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE categories SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER categories_version_delete AFTER DELETE ON categories BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  INSERT INTO tombstones (entity, entity_id, version) VALUES ('categories', OLD.id, (SELECT value FROM sync_counter WHERE id = 1));
END;
--> statement-breakpoint
CREATE TRIGGER businesses_version_insert AFTER INSERT ON businesses BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE businesses SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER businesses_version_update AFTER UPDATE OF name, category_id, description, tagline, city, district, sub_category, whatsapp, email, website, tiktok_username, logo, is_verified, is_active, rating, total_reviews, min_price, max_price, product_count, owner_id ON businesses BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE businesses SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER businesses_version_delete AFTER DELETE ON businesses BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  INSERT INTO tombstones (entity, entity_id, version) VALUES ('businesses', OLD.id, (SELECT value FROM sync_counter WHERE id = 1));
END;
--> statement-breakpoint
CREATE TRIGGER products_version_insert AFTER INSERT ON products BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE products SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER products_version_update AFTER UPDATE OF name, kind, description, price, min_price, max_price, currency, image, business_id ON products BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE products SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER products_version_delete AFTER DELETE ON products BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  INSERT INTO tombstones (entity, entity_id, version) VALUES ('products', OLD.id, (SELECT value FROM sync_counter WHERE id = 1));
END;
--> statement-breakpoint
CREATE TRIGGER reviews_version_insert AFTER INSERT ON reviews BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE reviews SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_version_update AFTER UPDATE OF rating, comment, status, is_flagged ON reviews BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE reviews SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_version_delete AFTER DELETE ON reviews BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  INSERT INTO tombstones (entity, entity_id, version) VALUES ('reviews', OLD.id, (SELECT value FROM sync_counter WHERE id = 1));
END;
--> statement-breakpoint
CREATE TRIGGER product_reviews_version_insert AFTER INSERT ON product_reviews BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE product_reviews SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER product_reviews_version_update AFTER UPDATE OF name, category_id, rating, image_url, image, bought_from, amount, comment, upvotes, downvotes, is_flagged ON product_reviews BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE product_reviews SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER product_reviews_version_delete AFTER DELETE ON product_reviews BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  INSERT INTO tombstones (entity, entity_id, version) VALUES ('product_reviews', OLD.id, (SELECT value FROM sync_counter WHERE id = 1));
END;
--> statement-breakpoint
CREATE TRIGGER searches_version_insert AFTER INSERT ON searches BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE searches SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER searches_version_update AFTER UPDATE OF query, category_id, location, budget, min_price, max_price, status, expires_at ON searches BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE searches SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER searches_version_delete AFTER DELETE ON searches BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  INSERT INTO tombstones (entity, entity_id, version) VALUES ('searches', OLD.id, (SELECT value FROM sync_counter WHERE id = 1));
END;
--> statement-breakpoint
CREATE TRIGGER leads_version_insert AFTER INSERT ON leads BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE leads SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER leads_version_update AFTER UPDATE OF status ON leads BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE leads SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER leads_version_delete AFTER DELETE ON leads BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  INSERT INTO tombstones (entity, entity_id, version) VALUES ('leads', OLD.id, (SELECT value FROM sync_counter WHERE id = 1));
END;
--> statement-breakpoint
CREATE TRIGGER bids_version_insert AFTER INSERT ON bids BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE bids SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER bids_version_update AFTER UPDATE OF amount, message, estimated_duration, status ON bids BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE bids SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER bids_version_delete AFTER DELETE ON bids BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  INSERT INTO tombstones (entity, entity_id, version) VALUES ('bids', OLD.id, (SELECT value FROM sync_counter WHERE id = 1));
END;
--> statement-breakpoint
CREATE TRIGGER deliveries_version_insert AFTER INSERT ON deliveries BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE deliveries SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER deliveries_version_update AFTER UPDATE OF receiver_name, receiver_number, fare, item_name, item_description, delivery_address, weight, status ON deliveries BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE deliveries SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER deliveries_version_delete AFTER DELETE ON deliveries BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  INSERT INTO tombstones (entity, entity_id, version) VALUES ('deliveries', OLD.id, (SELECT value FROM sync_counter WHERE id = 1));
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE business_fts USING fts5(
  name, tagline, description, category, sub_category, products,
  content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
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
    coalesce((SELECT group_concat(p.name, ' ') FROM products p WHERE p.business_id = b.id), '')
  FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.id = NEW.business_id;
END;
--> statement-breakpoint
CREATE TRIGGER products_derive_update AFTER UPDATE OF name, price, min_price, max_price, business_id ON products BEGIN
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
    coalesce((SELECT group_concat(p.name, ' ') FROM products p WHERE p.business_id = b.id), '')
  FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.id IN (NEW.business_id, OLD.business_id);
END;
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
    coalesce((SELECT group_concat(p.name, ' ') FROM products p WHERE p.business_id = b.id), '')
  FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.id = OLD.business_id;
END;
--> statement-breakpoint
CREATE TRIGGER businesses_fts_insert AFTER INSERT ON businesses BEGIN
  INSERT INTO business_fts (rowid, name, tagline, description, category, sub_category, products)
  SELECT b.id, b.name, coalesce(b.tagline, ''), coalesce(b.description, ''), c.name, coalesce(b.sub_category, ''),
    coalesce((SELECT group_concat(p.name, ' ') FROM products p WHERE p.business_id = b.id), '')
  FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER businesses_fts_update AFTER UPDATE OF name, tagline, description, category_id, sub_category ON businesses BEGIN
  DELETE FROM business_fts WHERE rowid = NEW.id;
  INSERT INTO business_fts (rowid, name, tagline, description, category, sub_category, products)
  SELECT b.id, b.name, coalesce(b.tagline, ''), coalesce(b.description, ''), c.name, coalesce(b.sub_category, ''),
    coalesce((SELECT group_concat(p.name, ' ') FROM products p WHERE p.business_id = b.id), '')
  FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER businesses_fts_delete AFTER DELETE ON businesses BEGIN
  DELETE FROM business_fts WHERE rowid = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER categories_fts_update AFTER UPDATE OF name ON categories BEGIN
  DELETE FROM business_fts WHERE rowid IN (SELECT id FROM businesses WHERE category_id = NEW.id);
  INSERT INTO business_fts (rowid, name, tagline, description, category, sub_category, products)
  SELECT b.id, b.name, coalesce(b.tagline, ''), coalesce(b.description, ''), c.name, coalesce(b.sub_category, ''),
    coalesce((SELECT group_concat(p.name, ' ') FROM products p WHERE p.business_id = b.id), '')
  FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.category_id = NEW.id;
END;
