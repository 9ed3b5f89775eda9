ALTER TABLE "branches" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "languages" text[] DEFAULT '{en,he}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "treatments" ADD COLUMN "doctor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "treatments" ADD COLUMN "archived_at" timestamp with time zone;