ALTER TABLE "appointments" ADD COLUMN "overbook" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written below (decision 018)
-- A visit staff booked as an overbook sits outside the doctor's constraint: ordinary active visits of one doctor
-- still never overlap each other (SQLSTATE 23P01, as before); an overbook may overlap them and other overbooks.
-- The patient's own constraint (appointments_patient_no_overlap) is unchanged and holds for every visit.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "doctor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'active' AND NOT "overbook");
--> statement-breakpoint
-- Made again after the doctor's, unchanged: PostgreSQL checks exclusion constraints in the order their indexes were
-- made, and a visit that overlaps both its doctor's and its patient's is told as the doctor's (taken: the booking
-- tries the next doctor), as before.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_patient_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_no_overlap"
  EXCLUDE USING gist ("tenant_id" WITH =, "customer_id" WITH =, coalesce("family_member_id", 0) WITH =,
                      tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'active');
--> statement-breakpoint
-- Blocked time refuses ordinary visits only: an overbook is squeezed in on purpose, a block included.
CREATE OR REPLACE FUNCTION clinic_refuse_blocked_visit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.overbook THEN
    RETURN NEW;
  END IF;
  IF EXISTS (
    SELECT 1 FROM time_blocks b
     WHERE b.tenant_id = NEW.tenant_id
       AND (b.doctor_id = NEW.doctor_id OR (b.doctor_id IS NULL AND b.branch_id = NEW.branch_id))
       AND tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange(NEW.starts_at, NEW.ends_at, '[)')
  ) THEN
    RAISE EXCEPTION 'the time is blocked' USING ERRCODE = '23P01', CONSTRAINT = 'time_blocks_no_visit';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- An overbook moved to a time as an ordinary visit (the flag cleared) meets the blocks again.
DROP TRIGGER "appointments_not_blocked_update" ON "appointments";--> statement-breakpoint
CREATE TRIGGER appointments_not_blocked_update BEFORE UPDATE ON appointments
  FOR EACH ROW WHEN (NEW.status = 'active' AND (OLD.status <> 'active' OR OLD.starts_at IS DISTINCT FROM NEW.starts_at
    OR OLD.ends_at IS DISTINCT FROM NEW.ends_at OR OLD.doctor_id IS DISTINCT FROM NEW.doctor_id
    OR OLD.overbook IS DISTINCT FROM NEW.overbook))
  EXECUTE FUNCTION clinic_refuse_blocked_visit();
