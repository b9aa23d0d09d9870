-- An UPDATE that writes the same values (a form saved unchanged, a rating recomputed to what it
-- was) fired every AFTER UPDATE OF trigger anyway: a new sync version, so every device pulled the
-- row again, and for businesses and products an FTS re-index and a price range recomputed. Each
-- such trigger of 0001_triggers.sql is recreated with a WHEN clause: it fires only when one of
-- its columns really changed (IS NOT also compares NULLs). Bodies are unchanged.
DROP TRIGGER categories_version_update;
--> statement-breakpoint
CREATE TRIGGER categories_version_update AFTER UPDATE OF name, description, image, emoji, tags ON categories
WHEN OLD.name IS NOT NEW.name OR OLD.description IS NOT NEW.description OR OLD.image IS NOT NEW.image OR OLD.emoji IS NOT NEW.emoji OR OLD.tags IS NOT NEW.tags
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE categories SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
DROP TRIGGER businesses_version_update;
--> statement-breakpoint
CREATE TRIGGER businesses_version_update AFTER UPDATE OF name, category_id, description, tagline, city, district, sub_category, whatsapp, email, website, tiktok_username, logo, is_verified, is_active, rating, total_reviews, min_price, max_price, product_count, owner_id ON businesses
WHEN OLD.name IS NOT NEW.name OR OLD.category_id IS NOT NEW.category_id OR OLD.description IS NOT NEW.description OR OLD.tagline IS NOT NEW.tagline OR OLD.city IS NOT NEW.city OR OLD.district IS NOT NEW.district OR OLD.sub_category IS NOT NEW.sub_category OR OLD.whatsapp IS NOT NEW.whatsapp OR OLD.email IS NOT NEW.email OR OLD.website IS NOT NEW.website OR OLD.tiktok_username IS NOT NEW.tiktok_username OR OLD.logo IS NOT NEW.logo OR OLD.is_verified IS NOT NEW.is_verified OR OLD.is_active IS NOT NEW.is_active OR OLD.rating IS NOT NEW.rating OR OLD.total_reviews IS NOT NEW.total_reviews OR OLD.min_price IS NOT NEW.min_price OR OLD.max_price IS NOT NEW.max_price OR OLD.product_count IS NOT NEW.product_count OR OLD.owner_id IS NOT NEW.owner_id
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE businesses SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
DROP TRIGGER products_version_update;
--> statement-breakpoint
CREATE TRIGGER products_version_update AFTER UPDATE OF name, kind, description, price, min_price, max_price, currency, image, business_id ON products
WHEN OLD.name IS NOT NEW.name OR OLD.kind IS NOT NEW.kind OR OLD.description IS NOT NEW.description OR OLD.price IS NOT NEW.price OR OLD.min_price IS NOT NEW.min_price OR OLD.max_price IS NOT NEW.max_price OR OLD.currency IS NOT NEW.currency OR OLD.image IS NOT NEW.image OR OLD.business_id IS NOT NEW.business_id
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE products SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
DROP TRIGGER reviews_version_update;
--> statement-breakpoint
CREATE TRIGGER reviews_version_update AFTER UPDATE OF rating, comment, status, is_flagged ON reviews
WHEN OLD.rating IS NOT NEW.rating OR OLD.comment IS NOT NEW.comment OR OLD.status IS NOT NEW.status OR OLD.is_flagged IS NOT NEW.is_flagged
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE reviews SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
DROP TRIGGER product_reviews_version_update;
--> statement-breakpoint
CREATE TRIGGER product_reviews_version_update AFTER UPDATE OF name, category_id, rating, image_url, image, bought_from, amount, comment, upvotes, downvotes, is_flagged ON product_reviews
WHEN OLD.name IS NOT NEW.name OR OLD.category_id IS NOT NEW.category_id OR OLD.rating IS NOT NEW.rating OR OLD.image_url IS NOT NEW.image_url OR OLD.image IS NOT NEW.image OR OLD.bought_from IS NOT NEW.bought_from OR OLD.amount IS NOT NEW.amount OR OLD.comment IS NOT NEW.comment OR OLD.upvotes IS NOT NEW.upvotes OR OLD.downvotes IS NOT NEW.downvotes OR OLD.is_flagged IS NOT NEW.is_flagged
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE product_reviews SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
DROP TRIGGER searches_version_update;
--> statement-breakpoint
CREATE TRIGGER searches_version_update AFTER UPDATE OF query, category_id, location, budget, min_price, max_price, status, expires_at ON searches
WHEN OLD.query IS NOT NEW.query OR OLD.category_id IS NOT NEW.category_id OR OLD.location IS NOT NEW.location OR OLD.budget IS NOT NEW.budget OR OLD.min_price IS NOT NEW.min_price OR OLD.max_price IS NOT NEW.max_price OR OLD.status IS NOT NEW.status OR OLD.expires_at IS NOT NEW.expires_at
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE searches SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
DROP TRIGGER leads_version_update;
--> statement-breakpoint
CREATE TRIGGER leads_version_update AFTER UPDATE OF status ON leads
WHEN OLD.status IS NOT NEW.status
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE leads SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
DROP TRIGGER bids_version_update;
--> statement-breakpoint
CREATE TRIGGER bids_version_update AFTER UPDATE OF amount, message, estimated_duration, status ON bids
WHEN OLD.amount IS NOT NEW.amount OR OLD.message IS NOT NEW.message OR OLD.estimated_duration IS NOT NEW.estimated_duration OR OLD.status IS NOT NEW.status
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE bids SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
DROP TRIGGER deliveries_version_update;
--> statement-breakpoint
CREATE TRIGGER deliveries_version_update AFTER UPDATE OF receiver_name, receiver_number, fare, item_name, item_description, delivery_address, weight, status ON deliveries
WHEN OLD.receiver_name IS NOT NEW.receiver_name OR OLD.receiver_number IS NOT NEW.receiver_number OR OLD.fare IS NOT NEW.fare OR OLD.item_name IS NOT NEW.item_name OR OLD.item_description IS NOT NEW.item_description OR OLD.delivery_address IS NOT NEW.delivery_address OR OLD.weight IS NOT NEW.weight OR OLD.status IS NOT NEW.status
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE deliveries SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
DROP TRIGGER products_derive_update;
--> statement-breakpoint
CREATE TRIGGER products_derive_update AFTER UPDATE OF name, price, min_price, max_price, business_id ON products
WHEN OLD.name IS NOT NEW.name OR OLD.price IS NOT NEW.price OR OLD.min_price IS NOT NEW.min_price OR OLD.max_price IS NOT NEW.max_price OR OLD.business_id IS NOT NEW.business_id
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
    coalesce((SELECT group_concat(p.name, ' ') FROM products p WHERE p.business_id = b.id), '')
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
    coalesce((SELECT group_concat(p.name, ' ') FROM products p WHERE p.business_id = b.id), '')
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
    coalesce((SELECT group_concat(p.name, ' ') FROM products p WHERE p.business_id = b.id), '')
  FROM businesses b JOIN categories c ON c.id = b.category_id WHERE b.category_id = NEW.id;
END;
