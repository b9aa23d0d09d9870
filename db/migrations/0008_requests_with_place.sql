-- Requests posted on purpose (docs/product.md "Requests and quotes"): a request names its
-- district and area or town, when it is needed and details, and the customer can mark the hired
-- job done. A review carries the "Hired through Soko" mark and the owner's reply. The version
-- triggers watch the new columns so devices receive the changes (decision 003).
ALTER TABLE `reviews` ADD `hired` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `reply` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `replied_at` integer;--> statement-breakpoint
ALTER TABLE `searches` ADD `district` text;--> statement-breakpoint
ALTER TABLE `searches` ADD `needed_by` text DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE `searches` ADD `details` text;--> statement-breakpoint
ALTER TABLE `searches` ADD `done_at` integer;--> statement-breakpoint
DROP TRIGGER reviews_version_update;--> statement-breakpoint
CREATE TRIGGER reviews_version_update AFTER UPDATE OF rating, comment, status, is_flagged, hired, reply ON reviews
WHEN OLD.rating IS NOT NEW.rating OR OLD.comment IS NOT NEW.comment OR OLD.status IS NOT NEW.status OR OLD.is_flagged IS NOT NEW.is_flagged OR OLD.hired IS NOT NEW.hired OR OLD.reply IS NOT NEW.reply
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE reviews SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;--> statement-breakpoint
DROP TRIGGER searches_version_update;--> statement-breakpoint
CREATE TRIGGER searches_version_update AFTER UPDATE OF query, category_id, district, location, budget, min_price, max_price, needed_by, details, status, done_at, expires_at ON searches
WHEN OLD.query IS NOT NEW.query OR OLD.category_id IS NOT NEW.category_id OR OLD.district IS NOT NEW.district OR OLD.location IS NOT NEW.location OR OLD.budget IS NOT NEW.budget OR OLD.min_price IS NOT NEW.min_price OR OLD.max_price IS NOT NEW.max_price OR OLD.needed_by IS NOT NEW.needed_by OR OLD.details IS NOT NEW.details OR OLD.status IS NOT NEW.status OR OLD.done_at IS NOT NEW.done_at OR OLD.expires_at IS NOT NEW.expires_at
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE searches SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
