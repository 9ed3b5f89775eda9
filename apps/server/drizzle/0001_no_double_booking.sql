-- A doctor can never hold two overlapping active appointments: the database refuses it (SQLSTATE 23P01),
-- whatever the number of server processes. Half-open ranges, so back-to-back visits are allowed.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "doctor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'active');
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_ends_after_start" CHECK ("ends_at" > "starts_at");
