-- Sync versions, tombstones and a business's derived price columns, kept current by PostgreSQL
-- itself (decision 003): the final state of SQLite's db/migrations 0001_triggers.sql, as
-- 0004_triggers_on_real_change.sql, 0006, 0008, 0009, 0010, 0012 and 0014 left it. Their
-- backfills concern rows that existed when they ran; a new database has none, and a copy of a
-- SQLite database brings its values along.
-- 1. Every insert of a mirrored row takes the next version, and so does every update that really
--    changes a column devices show (not visit counts; the same values written again are no
--    change, and IS DISTINCT FROM compares NULLs as SQLite's IS NOT does).
-- 2. Every delete leaves a tombstone with the next version, so devices learn of deletions.
-- 3. A business's min/max price and product count follow its products.
-- 4. Versions become visible in the order they are given, so a pull cursor never passes a row
--    that has yet to appear (next_sync_version below).
-- A version is set in a BEFORE trigger, so an INSERT … RETURNING already returns it (on SQLite an
-- AFTER trigger sets it and RETURNING shows 0).
INSERT INTO sync_counter (id, value) VALUES (1, 0);
--> statement-breakpoint
-- 4. A sequence would not do: a value taken by one transaction can become visible after a higher
-- value committed by another, and a device whose pull cursor passed the higher one would never
-- receive the lower one's row. So versions come from the one counter row, and the first version a
-- transaction takes updates that row, which locks it until commit: another transaction that
-- stamps waits there, and reads the counter only once the first is committed and visible, so
-- versions become visible in order (Replicache's "global version" strategy). Writers that stamp
-- are serialised, as SQLite serialises every writer.
-- Within one transaction the later versions count on from a transaction-local setting
-- (soko.sync_version) instead of updating the row again: each update of a row leaves a new row
-- version that the next one must walk past, so a seed stamping 20,000 rows took 5 s, and grew with
-- the square of the count. The row takes the last version at commit (sync_counter_flush). Inside
-- such a transaction, sync_counter.value still holds its first version; every other reader sees
-- only committed values. A savepoint rolled back undoes the setting with the rows it stamped.
-- Writes that stamp should run at READ COMMITTED: at REPEATABLE READ or above, the second of two
-- concurrent stamping transactions fails with a serialization error instead of waiting.
CREATE FUNCTION next_sync_version() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  taken text := current_setting('soko.sync_version', true);
  next_version bigint;
BEGIN
  IF coalesce(taken, '') = '' THEN
    UPDATE sync_counter SET value = value + 1 WHERE id = 1 RETURNING value INTO next_version;
    IF next_version IS NULL THEN
      RAISE EXCEPTION 'sync_counter has no row 1 (db/pg/migrations/0001_sync_versions.sql)';
    END IF;
  ELSE
    next_version := taken::bigint + 1;
  END IF;
  PERFORM set_config('soko.sync_version', next_version::text, true);
  RETURN next_version;
END;
$$;
--> statement-breakpoint
-- Runs at commit, queued by the first version's update of the counter row. The setting is cleared
-- first: the update below queues this trigger once more, which then finds nothing to do; and a
-- transaction that fired it early (SET CONSTRAINTS ALL IMMEDIATE) and stamps again starts over
-- from the row.
CREATE FUNCTION sync_counter_flush() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken text := current_setting('soko.sync_version', true);
BEGIN
  IF coalesce(taken, '') <> '' THEN
    PERFORM set_config('soko.sync_version', '', true);
    UPDATE sync_counter SET value = taken::bigint WHERE id = 1 AND value < taken::bigint;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sync_counter_flush AFTER UPDATE ON sync_counter
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.id = 1) EXECUTE FUNCTION sync_counter_flush();
--> statement-breakpoint
-- 1.
CREATE FUNCTION stamp_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := next_sync_version();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- 2. The entity is the table's name, as on SQLite.
CREATE FUNCTION leave_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tombstones (entity, entity_id, version) VALUES (TG_TABLE_NAME, OLD.id, next_sync_version());
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_version_insert BEFORE INSERT ON categories FOR EACH ROW EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER categories_version_update BEFORE UPDATE ON categories FOR EACH ROW
WHEN ((OLD.name, OLD.description, OLD.image, OLD.emoji, OLD.tags, OLD.is_active)
  IS DISTINCT FROM (NEW.name, NEW.description, NEW.image, NEW.emoji, NEW.tags, NEW.is_active))
EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER categories_version_delete AFTER DELETE ON categories FOR EACH ROW EXECUTE FUNCTION leave_tombstone();
--> statement-breakpoint
CREATE TRIGGER businesses_version_insert BEFORE INSERT ON businesses FOR EACH ROW EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER businesses_version_update BEFORE UPDATE ON businesses FOR EACH ROW
WHEN ((OLD.name, OLD.category_id, OLD.description, OLD.tagline, OLD.city, OLD.district, OLD.sub_category,
    OLD.whatsapp, OLD.email, OLD.website, OLD.tiktok_username, OLD.logo, OLD.hours, OLD.reviewed_at, OLD.is_verified,
    OLD.verified_at, OLD.verified_checks, OLD.is_active, OLD.rating, OLD.total_reviews, OLD.min_price, OLD.max_price,
    OLD.product_count, OLD.response_minutes, OLD.owner_id)
  IS DISTINCT FROM (NEW.name, NEW.category_id, NEW.description, NEW.tagline, NEW.city, NEW.district, NEW.sub_category,
    NEW.whatsapp, NEW.email, NEW.website, NEW.tiktok_username, NEW.logo, NEW.hours, NEW.reviewed_at, NEW.is_verified,
    NEW.verified_at, NEW.verified_checks, NEW.is_active, NEW.rating, NEW.total_reviews, NEW.min_price, NEW.max_price,
    NEW.product_count, NEW.response_minutes, NEW.owner_id))
EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER businesses_version_delete AFTER DELETE ON businesses FOR EACH ROW EXECUTE FUNCTION leave_tombstone();
--> statement-breakpoint
CREATE TRIGGER products_version_insert BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER products_version_update BEFORE UPDATE ON products FOR EACH ROW
WHEN ((OLD.name, OLD.kind, OLD.description, OLD.price, OLD.min_price, OLD.max_price, OLD.currency, OLD.image,
    OLD.business_id)
  IS DISTINCT FROM (NEW.name, NEW.kind, NEW.description, NEW.price, NEW.min_price, NEW.max_price, NEW.currency,
    NEW.image, NEW.business_id))
EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER products_version_delete AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION leave_tombstone();
--> statement-breakpoint
CREATE TRIGGER reviews_version_insert BEFORE INSERT ON reviews FOR EACH ROW EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER reviews_version_update BEFORE UPDATE ON reviews FOR EACH ROW
WHEN ((OLD.rating, OLD.comment, OLD.status, OLD.is_flagged, OLD.hired, OLD.reply)
  IS DISTINCT FROM (NEW.rating, NEW.comment, NEW.status, NEW.is_flagged, NEW.hired, NEW.reply))
EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER reviews_version_delete AFTER DELETE ON reviews FOR EACH ROW EXECUTE FUNCTION leave_tombstone();
--> statement-breakpoint
CREATE TRIGGER product_reviews_version_insert BEFORE INSERT ON product_reviews FOR EACH ROW
EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER product_reviews_version_update BEFORE UPDATE ON product_reviews FOR EACH ROW
WHEN ((OLD.name, OLD.category_id, OLD.rating, OLD.image_url, OLD.image, OLD.bought_from, OLD.amount, OLD.comment,
    OLD.upvotes, OLD.downvotes, OLD.status, OLD.is_flagged)
  IS DISTINCT FROM (NEW.name, NEW.category_id, NEW.rating, NEW.image_url, NEW.image, NEW.bought_from, NEW.amount,
    NEW.comment, NEW.upvotes, NEW.downvotes, NEW.status, NEW.is_flagged))
EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER product_reviews_version_delete AFTER DELETE ON product_reviews FOR EACH ROW
EXECUTE FUNCTION leave_tombstone();
--> statement-breakpoint
CREATE TRIGGER searches_version_insert BEFORE INSERT ON searches FOR EACH ROW EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER searches_version_update BEFORE UPDATE ON searches FOR EACH ROW
WHEN ((OLD.query, OLD.category_id, OLD.district, OLD.location, OLD.budget, OLD.min_price, OLD.max_price, OLD.needed_by,
    OLD.details, OLD.status, OLD.done_at, OLD.expires_at)
  IS DISTINCT FROM (NEW.query, NEW.category_id, NEW.district, NEW.location, NEW.budget, NEW.min_price, NEW.max_price,
    NEW.needed_by, NEW.details, NEW.status, NEW.done_at, NEW.expires_at))
EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER searches_version_delete AFTER DELETE ON searches FOR EACH ROW EXECUTE FUNCTION leave_tombstone();
--> statement-breakpoint
CREATE TRIGGER leads_version_insert BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER leads_version_update BEFORE UPDATE ON leads FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status)
EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER leads_version_delete AFTER DELETE ON leads FOR EACH ROW EXECUTE FUNCTION leave_tombstone();
--> statement-breakpoint
CREATE TRIGGER bids_version_insert BEFORE INSERT ON bids FOR EACH ROW EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER bids_version_update BEFORE UPDATE ON bids FOR EACH ROW
WHEN ((OLD.amount, OLD.message, OLD.estimated_duration, OLD.status)
  IS DISTINCT FROM (NEW.amount, NEW.message, NEW.estimated_duration, NEW.status))
EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER bids_version_delete AFTER DELETE ON bids FOR EACH ROW EXECUTE FUNCTION leave_tombstone();
--> statement-breakpoint
CREATE TRIGGER deliveries_version_insert BEFORE INSERT ON deliveries FOR EACH ROW EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER deliveries_version_update BEFORE UPDATE ON deliveries FOR EACH ROW
WHEN ((OLD.receiver_name, OLD.receiver_number, OLD.fare, OLD.item_name, OLD.item_description, OLD.delivery_address,
    OLD.weight, OLD.status)
  IS DISTINCT FROM (NEW.receiver_name, NEW.receiver_number, NEW.fare, NEW.item_name, NEW.item_description,
    NEW.delivery_address, NEW.weight, NEW.status))
EXECUTE FUNCTION stamp_version();
--> statement-breakpoint
CREATE TRIGGER deliveries_version_delete AFTER DELETE ON deliveries FOR EACH ROW EXECUTE FUNCTION leave_tombstone();
--> statement-breakpoint
-- 3. Recomputed from the products, as on SQLite; an update to the same values stamps nothing.
CREATE FUNCTION refresh_business_prices(business integer) RETURNS void LANGUAGE sql AS $$
  UPDATE businesses SET
    min_price = (SELECT min(coalesce(p.min_price, p.price)) FROM products p WHERE p.business_id = business),
    max_price = (SELECT max(coalesce(p.max_price, p.price)) FROM products p WHERE p.business_id = business),
    product_count = (SELECT count(*) FROM products p WHERE p.business_id = business)
  WHERE id = business;
$$;
--> statement-breakpoint
CREATE FUNCTION products_derive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM refresh_business_prices(NEW.business_id);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.business_id <> NEW.business_id) THEN
    PERFORM refresh_business_prices(OLD.business_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_derive_insert AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION products_derive();
--> statement-breakpoint
CREATE TRIGGER products_derive_update AFTER UPDATE ON products FOR EACH ROW
WHEN ((OLD.price, OLD.min_price, OLD.max_price, OLD.business_id)
  IS DISTINCT FROM (NEW.price, NEW.min_price, NEW.max_price, NEW.business_id))
EXECUTE FUNCTION products_derive();
--> statement-breakpoint
CREATE TRIGGER products_derive_delete AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION products_derive();
