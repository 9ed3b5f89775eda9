ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "code_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- The audit log stays append-only, with one exception: a patient's erasure (decision 013), inside a transaction that
-- set clinic.erasure, may blank what an entry recorded of that person. Who did what, when, to which record stays.
CREATE OR REPLACE FUNCTION clinic_refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('clinic.erasure', true) = 'on'
    AND NEW.tenant_id = OLD.tenant_id AND NEW.id = OLD.id AND NEW.staff_id = OLD.staff_id
    AND NEW.staff_name = OLD.staff_name AND NEW.action = OLD.action AND NEW.target_type = OLD.target_type
    AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the audit log cannot be changed' USING ERRCODE = '42501';
END
$$;
