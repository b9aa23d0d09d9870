-- A category's Deactivate is a column (it lived only in the admin's screen, then in audit rows
-- alone): the newest category.activate/deactivate audit row decides its starting value. The
-- audit log gets indexes for the audit-log screen's action filter and for a user's delete,
-- which sets actor_id to null on that user's rows.
ALTER TABLE `categories` ADD `is_active` integer DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE `categories` SET `is_active` = 0 WHERE `id` IN (
  SELECT a.target_id FROM audit_log a
  WHERE a.target_type = 'category' AND a.action = 'category.deactivate'
    AND a.id = (SELECT max(b.id) FROM audit_log b WHERE b.target_type = 'category' AND b.target_id = a.target_id
      AND b.action IN ('category.activate', 'category.deactivate'))
);--> statement-breakpoint
CREATE INDEX `audit_action_idx` ON `audit_log` (`action`);--> statement-breakpoint
CREATE INDEX `audit_actor_idx` ON `audit_log` (`actor_id`);
