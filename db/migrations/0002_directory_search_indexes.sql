DROP INDEX `businesses_category_rating_idx`;--> statement-breakpoint
DROP INDEX `businesses_active_reviews_idx`;--> statement-breakpoint
DROP INDEX `businesses_active_min_price_idx`;--> statement-breakpoint
DROP INDEX `businesses_active_max_price_idx`;--> statement-breakpoint
CREATE INDEX `businesses_category_listing_idx` ON `businesses` (`category_id`,`is_active`,`rating`,`total_reviews`,`response_minutes`,`min_price`,`max_price`);--> statement-breakpoint
CREATE INDEX `businesses_active_featured_idx` ON `businesses` (`is_active`,`is_verified`,`rating`,`total_reviews`);--> statement-breakpoint
CREATE INDEX `businesses_active_response_idx` ON `businesses` (`is_active`,("response_minutes" IS NULL),`response_minutes`);--> statement-breakpoint
CREATE INDEX `businesses_active_price_asc_idx` ON `businesses` (`is_active`,("min_price" IS NULL),`min_price`);--> statement-breakpoint
CREATE INDEX `businesses_active_reviews_idx` ON `businesses` (`is_active`,`total_reviews`,`rating`);--> statement-breakpoint
CREATE INDEX `businesses_active_min_price_idx` ON `businesses` (`is_active`,`min_price`,`max_price`);--> statement-breakpoint
CREATE INDEX `businesses_active_max_price_idx` ON `businesses` (`is_active`,`max_price`,`min_price`);