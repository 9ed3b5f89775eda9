-- Custom SQL migration file, put your code below! --
-- A live waitlist offer holds its doctor's time for the offered patient alone (issue #20, decision 009): an
-- active visit of anyone else overlapping it is refused with SQLSTATE 'WL001'. Both sides take the same lock,
-- per clinic and doctor, before they look at the other: this trigger before it reads the live offers, and the
-- waitlist's offer (waitlist.repository.ts) before it reads the doctor's visits, each in a statement of its own
-- (a fresh snapshot in READ COMMITTED), so a visit and an offer of the same time never both commit.
CREATE FUNCTION appointments_refuse_held_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'active' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'active' AND OLD.doctor_id = NEW.doctor_id AND OLD.customer_id = NEW.customer_id
     AND OLD.starts_at = NEW.starts_at AND OLD.ends_at = NEW.ends_at THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('held/' || NEW.tenant_id || '/' || NEW.doctor_id, 0));
  IF EXISTS (
    SELECT 1
      FROM waitlist_offers o
      JOIN waitlist_entries e ON e.tenant_id = o.tenant_id AND e.id = o.entry_id
     WHERE o.tenant_id = NEW.tenant_id AND o.doctor_id = NEW.doctor_id AND o.status = 'live'
       AND e.customer_id <> NEW.customer_id
       AND tstzrange(o.starts_at, o.ends_at, '[)') && tstzrange(NEW.starts_at, NEW.ends_at, '[)')
  ) THEN
    RAISE EXCEPTION 'this time is held for a waitlist offer' USING ERRCODE = 'WL001', CONSTRAINT = 'waitlist_offer_hold';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_held_time BEFORE INSERT OR UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_refuse_held_time();
--> statement-breakpoint
-- Offers made, settled or ended change what availability shows: the caches of every process drop the clinic's days.
CREATE TRIGGER waitlist_offers_changed AFTER INSERT OR UPDATE OR DELETE ON waitlist_offers
  FOR EACH ROW EXECUTE FUNCTION clinic_notify_change('appointments');
--> statement-breakpoint
CREATE TRIGGER waitlist_offers_emptied AFTER TRUNCATE ON waitlist_offers
  FOR EACH STATEMENT EXECUTE FUNCTION clinic_notify_change();
