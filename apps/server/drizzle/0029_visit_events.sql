CREATE TABLE "visit_events" (
	"tenant_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "visit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment_id" bigint NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"followed_at" timestamp with time zone,
	CONSTRAINT "visit_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "visit_events_visit_sequence" UNIQUE("tenant_id","appointment_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "event_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "changed_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "last_changed_by" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "appointment_id" bigint;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "visit_sequence" integer;--> statement-breakpoint
ALTER TABLE "visit_events" ADD CONSTRAINT "visit_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_events_unfollowed" ON "visit_events" USING btree ("tenant_id","appointment_id","sequence") WHERE "visit_events"."followed_at" is null;--> statement-breakpoint
-- hand-written below (decision 020)
-- Where a visit is in its life, read from its row.
CREATE OR REPLACE FUNCTION visit_life_state(status text, paid_status integer, hold_expires_at timestamptz,
                                            attendance text, confirmed_at timestamptz)
  RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN status <> 'active' THEN status
    WHEN attendance IS NOT NULL THEN attendance
    WHEN paid_status = 0 AND hold_expires_at IS NOT NULL THEN 'held'
    WHEN confirmed_at IS NOT NULL THEN 'confirmed'
    ELSE 'booked'
  END
$$;
--> statement-breakpoint
-- Before a visit's row is written: a change of its life (state, time, doctor, patient, payment, attendance,
-- confirmation) must name its actor in changed_by, or it is refused; it then counts one more event. changed_by is
-- consumed (kept as last_changed_by), so every change names its own. A write that changes none of these counts none.
CREATE OR REPLACE FUNCTION clinic_visit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.status IS NOT DISTINCT FROM OLD.status AND NEW.starts_at IS NOT DISTINCT FROM OLD.starts_at
     AND NEW.ends_at IS NOT DISTINCT FROM OLD.ends_at AND NEW.doctor_id IS NOT DISTINCT FROM OLD.doctor_id
     AND NEW.customer_id IS NOT DISTINCT FROM OLD.customer_id
     AND NEW.family_member_id IS NOT DISTINCT FROM OLD.family_member_id
     AND NEW.paid_status IS NOT DISTINCT FROM OLD.paid_status
     AND NEW.hold_expires_at IS NOT DISTINCT FROM OLD.hold_expires_at
     AND NEW.attendance IS NOT DISTINCT FROM OLD.attendance
     AND NEW.confirmed_at IS NOT DISTINCT FROM OLD.confirmed_at THEN
    NEW.event_sequence := OLD.event_sequence;
    NEW.last_changed_by := OLD.last_changed_by;
    NEW.changed_by := NULL;
    RETURN NEW;
  END IF;
  IF NEW.changed_by IS NULL OR NEW.changed_by = '' THEN
    RAISE EXCEPTION 'a visit changes only with its event: name the actor in changed_by'
      USING ERRCODE = '23514', CONSTRAINT = 'appointments_change_has_actor';
  END IF;
  NEW.event_sequence := CASE WHEN TG_OP = 'UPDATE' THEN OLD.event_sequence + 1 ELSE 1 END;
  NEW.last_changed_by := NEW.changed_by;
  NEW.changed_by := NULL;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- After a visit's row is written with a new count: its event, in the same transaction. After, not before, the
-- write: an insert skipped by ON CONFLICT or refused by a constraint leaves no event.
CREATE OR REPLACE FUNCTION clinic_visit_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_state text;
  after_state text := visit_life_state(NEW.status, NEW.paid_status, NEW.hold_expires_at, NEW.attendance,
                                       NEW.confirmed_at);
  event_kind text := after_state;
  event_detail jsonb;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    before_state := visit_life_state(OLD.status, OLD.paid_status, OLD.hold_expires_at, OLD.attendance,
                                     OLD.confirmed_at);
    event_kind := CASE
      WHEN NEW.status IS DISTINCT FROM OLD.status THEN
        CASE NEW.status WHEN 'active' THEN 'restored' ELSE NEW.status END
      WHEN NEW.starts_at IS DISTINCT FROM OLD.starts_at OR NEW.ends_at IS DISTINCT FROM OLD.ends_at
           OR NEW.doctor_id IS DISTINCT FROM OLD.doctor_id THEN 'moved'
      WHEN NEW.paid_status IS DISTINCT FROM OLD.paid_status THEN
        CASE WHEN NEW.paid_status = 1 THEN 'paid' ELSE 'unpaid' END
      WHEN NEW.customer_id IS DISTINCT FROM OLD.customer_id
           OR NEW.family_member_id IS DISTINCT FROM OLD.family_member_id THEN 'patient_changed'
      WHEN NEW.attendance IS DISTINCT FROM OLD.attendance THEN coalesce(NEW.attendance, 'attendance_cleared')
      WHEN NEW.confirmed_at IS DISTINCT FROM OLD.confirmed_at THEN
        CASE WHEN NEW.confirmed_at IS NULL THEN 'unconfirmed' ELSE 'confirmed' END
      ELSE 'hold_changed'
    END;
    IF event_kind = 'moved' THEN
      event_detail := jsonb_build_object(
        'from', jsonb_build_object('starts_at', OLD.starts_at, 'ends_at', OLD.ends_at, 'doctor_id', OLD.doctor_id),
        'to', jsonb_build_object('starts_at', NEW.starts_at, 'ends_at', NEW.ends_at, 'doctor_id', NEW.doctor_id));
    END IF;
  END IF;
  -- A seed's visits (the demo's week, a test's fixtures, an import) are the clinic's books loaded, not news: their
  -- events are born followed.
  INSERT INTO visit_events (tenant_id, appointment_id, sequence, kind, from_state, to_state, actor, detail, followed_at)
  VALUES (NEW.tenant_id, NEW.id, NEW.event_sequence, event_kind, before_state, after_state, NEW.last_changed_by,
          event_detail, CASE WHEN NEW.last_changed_by LIKE 'system:seed%' THEN now() END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The visits made before this: each starts its life with one event, its state now, by an unknown actor.
INSERT INTO visit_events (tenant_id, appointment_id, sequence, kind, from_state, to_state, actor, at, followed_at)
SELECT tenant_id, id, 1,
       visit_life_state(status, paid_status, hold_expires_at, attendance, confirmed_at),
       NULL,
       visit_life_state(status, paid_status, hold_expires_at, attendance, confirmed_at),
       'system:before-events', created_at, created_at
  FROM appointments;
--> statement-breakpoint
UPDATE appointments SET event_sequence = 1, last_changed_by = 'system:before-events';
--> statement-breakpoint
CREATE TRIGGER appointments_visit_change BEFORE INSERT OR UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION clinic_visit_change();
--> statement-breakpoint
CREATE TRIGGER appointments_visit_event_insert AFTER INSERT ON appointments
  FOR EACH ROW EXECUTE FUNCTION clinic_visit_event();
--> statement-breakpoint
CREATE TRIGGER appointments_visit_event_update AFTER UPDATE ON appointments
  FOR EACH ROW WHEN (NEW.event_sequence <> OLD.event_sequence) EXECUTE FUNCTION clinic_visit_event();
--> statement-breakpoint
-- Events are the visit's history: they are appended, never rewritten; only the moment they were followed is set, once.
CREATE OR REPLACE FUNCTION clinic_refuse_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.followed_at IS NULL AND NEW.followed_at IS NOT NULL
     AND (NEW.tenant_id, NEW.id, NEW.appointment_id, NEW.sequence, NEW.kind, NEW.from_state, NEW.to_state, NEW.actor,
          NEW.detail, NEW.at)
         IS NOT DISTINCT FROM (OLD.tenant_id, OLD.id, OLD.appointment_id, OLD.sequence, OLD.kind, OLD.from_state,
                               OLD.to_state, OLD.actor, OLD.detail, OLD.at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'visit events are never changed' USING ERRCODE = '23514', CONSTRAINT = 'visit_events_append_only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER visit_events_append_only BEFORE UPDATE ON visit_events
  FOR EACH ROW EXECUTE FUNCTION clinic_refuse_event_change();
--> statement-breakpoint
-- A visit's deliveries still pending on an endpoint, in its order: a later one waits for the earlier.
CREATE INDEX webhook_deliveries_visit_pending ON webhook_deliveries (tenant_id, endpoint_id, appointment_id, visit_sequence)
  WHERE status = 'pending';
