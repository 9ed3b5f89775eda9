ALTER TABLE "payments" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_owed_minor" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
-- Refunds made before partial refunds gave back the whole payment.
UPDATE "payments" SET "refunded_minor" = "amount_minor" WHERE "status" = 'refunded';
