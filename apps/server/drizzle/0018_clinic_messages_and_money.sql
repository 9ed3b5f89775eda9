ALTER TABLE "tenants" ADD COLUMN "reminder_minutes" integer[];--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "emergency_number" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "currency" text DEFAULT 'ILS' NOT NULL;