CREATE TABLE "waitlist_entries" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"branch_id" integer NOT NULL,
	"treatment_id" integer NOT NULL,
	"date_from" text NOT NULL,
	"date_until" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"doctor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waitlist_offers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting" ON "waitlist_entries" USING btree ("tenant_id","branch_id","treatment_id","created_at") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_customer" ON "waitlist_entries" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_live_time" ON "waitlist_offers" USING btree ("tenant_id","doctor_id","starts_at") WHERE "waitlist_offers"."status" = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_live_entry" ON "waitlist_offers" USING btree ("tenant_id","entry_id") WHERE "waitlist_offers"."status" = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_time" ON "waitlist_offers" USING btree ("tenant_id","entry_id","doctor_id","starts_at");