ALTER TABLE `product_reviews` ADD `status` text DEFAULT 'PENDING' NOT NULL;
--> statement-breakpoint
CREATE INDEX `product_reviews_status_idx` ON `product_reviews` (`status`,`created_at`);--> statement-breakpoint
-- Product reviews written before moderation were public: they stay so. Run before the trigger
-- below watches status, so no device re-pulls rows that did not change.
UPDATE `product_reviews` SET `status` = 'APPROVED';
--> statement-breakpoint
DROP TRIGGER product_reviews_version_update;
--> statement-breakpoint
-- As in 0004_triggers_on_real_change.sql, plus status: approving a review brings it to devices,
-- rejecting it takes it away (server/sync/pull-public.ts).
CREATE TRIGGER product_reviews_version_update AFTER UPDATE OF name, category_id, rating, image_url, image, bought_from, amount, comment, upvotes, downvotes, status, is_flagged ON product_reviews
WHEN OLD.name IS NOT NEW.name OR OLD.category_id IS NOT NEW.category_id OR OLD.rating IS NOT NEW.rating OR OLD.image_url IS NOT NEW.image_url OR OLD.image IS NOT NEW.image OR OLD.bought_from IS NOT NEW.bought_from OR OLD.amount IS NOT NEW.amount OR OLD.comment IS NOT NEW.comment OR OLD.upvotes IS NOT NEW.upvotes OR OLD.downvotes IS NOT NEW.downvotes OR OLD.status IS NOT NEW.status OR OLD.is_flagged IS NOT NEW.is_flagged
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE product_reviews SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
