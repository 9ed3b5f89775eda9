CREATE TABLE "family_members" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "family_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"name" text NOT NULL,
	"age" integer NOT NULL,
	"gender" text NOT NULL,
	"relation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "family_members_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "family_members_tenant_customer_id" UNIQUE("tenant_id","customer_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "family_member_id" bigint;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_family_member" FOREIGN KEY ("tenant_id","customer_id","family_member_id") REFERENCES "public"."family_members"("tenant_id","customer_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- One person never holds two overlapping active visits of a clinic: the account holder (no family member) is one
-- person and each family member another, so a parent may book two children at once with two doctors. The
-- database refuses it (SQLSTATE 23P01, constraint appointments_patient_no_overlap).
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_patient_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "customer_id" WITH =, coalesce("family_member_id", 0) WITH =,
                      tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'active');
