ALTER TABLE "payments" ADD COLUMN "charge_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_error" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "cancel_notice_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_refunds_owed" ON "payments" USING btree ("tenant_id","refund_next_at") WHERE "payments"."status" in ('refund_due', 'refund_pending');