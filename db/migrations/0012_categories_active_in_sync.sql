-- A deactivated category leaves the public site (docs/product.md "Categories"), so devices must
-- learn of the change: the version trigger of categories (0004_triggers_on_real_change.sql) also
-- watches is_active, and the categories deactivated before this migration get a new version once.
DROP TRIGGER categories_version_update;
--> statement-breakpoint
CREATE TRIGGER categories_version_update AFTER UPDATE OF name, description, image, emoji, tags, is_active ON categories
WHEN OLD.name IS NOT NEW.name OR OLD.description IS NOT NEW.description OR OLD.image IS NOT NEW.image OR OLD.emoji IS NOT NEW.emoji OR OLD.tags IS NOT NEW.tags OR OLD.is_active IS NOT NEW.is_active
BEGIN
  UPDATE sync_counter SET value = value + 1 WHERE id = 1;
  UPDATE categories SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE id = NEW.id;
END;
--> statement-breakpoint
UPDATE sync_counter SET value = value + 1 WHERE id = 1 AND EXISTS (SELECT 1 FROM categories WHERE is_active = 0);
--> statement-breakpoint
UPDATE categories SET version = (SELECT value FROM sync_counter WHERE id = 1) WHERE is_active = 0;
