ALTER TABLE "webhook_endpoints" ALTER COLUMN "secret" DROP NOT NULL;--> statement-breakpoint
-- A removed endpoint's secret is deleted with it: those removed before this migration lose theirs now.
UPDATE "webhook_endpoints" SET "secret" = NULL WHERE "status" = 'removed';--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_secret_unless_removed" CHECK ("status" = 'removed' OR "secret" IS NOT NULL);
