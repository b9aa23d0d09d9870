-- Business hours (docs/screens.md "My Business"): one compact JSON text column, validated
-- by sync/schemas/business.ts businessHoursSchema. The version trigger (latest in
-- 0009_verification.sql) now also watches `hours`, so devices receive edited hours in the pull.
ALTER TABLE `businesses` ADD `hours` text;--> statement-breakpoint
DROP TRIGGER businesses_version_update;--> statement-breakpoint
CREATE TRIGGER businesses_version_update AFTER UPDATE OF name, category_id, description, tagline, city, district, sub_category, whatsapp, email, website, tiktok_username, logo, hours, is_verified, verified_at, verified_checks, is_active, rating, total_reviews, min_price, max_price, product_count, response_minutes, owner_id ON businesses
WHEN OLD.name IS NOT NEW.name OR OLD.category_id IS NOT NEW.category_id OR OLD.description IS NOT NEW.description OR OLD.tagline IS NOT NEW.tagline OR OLD.city IS NOT NEW.city OR OLD.district IS NOT NEW.district OR OLD.sub_category IS NOT NEW.sub_category OR OLD.whatsapp IS NOT NEW.whatsapp OR OLD.email IS NOT NEW.email OR OLD.website IS NOT NEW.website OR OLD.tiktok_username IS NOT NEW.tiktok_username OR OLD.logo IS NOT NEW.logo OR OLD.hours IS NOT NEW.hours OR OLD.is_verified IS NOT NEW.is_verified OR OLD.verified_at IS NOT NEW.verified_at OR OLD.verified_checks IS NOT NEW.verified_checks OR OLD.is_active IS NOT NEW.is_active OR OLD.rating IS NOT NEW.rating OR OLD.total_reviews IS NOT NEW.total_reviews OR OLD.min_price IS NOT NEW.min_price OR OLD.max_price IS NOT NEW.max_price OR OLD.product_count IS NOT NEW.product_count OR OLD.response_minutes IS NOT NEW.response_minutes OR OLD.owner_id IS NOT NEW.owner_id
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE businesses SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
