ALTER TABLE "deliveries" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
-- Until now only an admin could cancel a delivery, and without saying why (docs/product.md "Deliveries").
UPDATE deliveries SET cancel_reason = 'No reason was recorded' WHERE status = 'CANCELLED';
