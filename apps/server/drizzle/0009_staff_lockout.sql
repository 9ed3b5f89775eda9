ALTER TABLE "staff_accounts" ADD COLUMN "failed_logins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "locked_until" timestamp with time zone;