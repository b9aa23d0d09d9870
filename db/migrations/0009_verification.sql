-- Verification (docs/product.md "Verification"): a vendor asks for the Verified badge
-- with a phone number and optionally a business registration number; an admin approves (saying
-- what was checked) or refuses with a reason. One PENDING request per business (partial unique
-- index). The business keeps when it was verified and what was checked; the version trigger
-- (as in 0004_triggers_on_real_change.sql) watches both so devices receive the badge's details.
CREATE TABLE `verification_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`phone` text NOT NULL,
	`registration_number` text,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`checked` text,
	`reason` text,
	`admin_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `verification_business_idx` ON `verification_requests` (`business_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `verification_status_idx` ON `verification_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `verification_one_pending_unique` ON `verification_requests` (`business_id`) WHERE "verification_requests"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE `businesses` ADD `verified_at` integer;--> statement-breakpoint
ALTER TABLE `businesses` ADD `verified_checks` text;--> statement-breakpoint
DROP TRIGGER businesses_version_update;--> statement-breakpoint
CREATE TRIGGER businesses_version_update AFTER UPDATE OF name, category_id, description, tagline, city, district, sub_category, whatsapp, email, website, tiktok_username, logo, is_verified, verified_at, verified_checks, is_active, rating, total_reviews, min_price, max_price, product_count, response_minutes, owner_id ON businesses
WHEN OLD.name IS NOT NEW.name OR OLD.category_id IS NOT NEW.category_id OR OLD.description IS NOT NEW.description OR OLD.tagline IS NOT NEW.tagline OR OLD.city IS NOT NEW.city OR OLD.district IS NOT NEW.district OR OLD.sub_category IS NOT NEW.sub_category OR OLD.whatsapp IS NOT NEW.whatsapp OR OLD.email IS NOT NEW.email OR OLD.website IS NOT NEW.website OR OLD.tiktok_username IS NOT NEW.tiktok_username OR OLD.logo IS NOT NEW.logo OR OLD.is_verified IS NOT NEW.is_verified OR OLD.verified_at IS NOT NEW.verified_at OR OLD.verified_checks IS NOT NEW.verified_checks OR OLD.is_active IS NOT NEW.is_active OR OLD.rating IS NOT NEW.rating OR OLD.total_reviews IS NOT NEW.total_reviews OR OLD.min_price IS NOT NEW.min_price OR OLD.max_price IS NOT NEW.max_price OR OLD.product_count IS NOT NEW.product_count OR OLD.response_minutes IS NOT NEW.response_minutes OR OLD.owner_id IS NOT NEW.owner_id
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE businesses SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
