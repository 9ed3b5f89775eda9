-- Every server process keeps some reads in memory (a branch's busy time, found sessions) until the database
-- says that tenant's data changed. These triggers announce each change, from any writer (every server
-- process, the tenant import CLI), on channel 'clinic_changes' as '<kind>:<tenant id>', or '*' when a
-- whole table was emptied. NOTIFY is sent at commit, and identical payloads of one transaction once.
CREATE FUNCTION clinic_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant integer;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('clinic_changes', '*');
    RETURN NULL;
  END IF;
  -- Separate branches: a record's fields are resolved when read, and tenants has no tenant_id.
  IF TG_TABLE_NAME = 'tenants' THEN
    IF TG_OP = 'DELETE' THEN tenant := OLD.id; ELSE tenant := NEW.id; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    tenant := OLD.tenant_id;
  ELSE
    tenant := NEW.tenant_id;
  END IF;
  PERFORM pg_notify('clinic_changes', TG_ARGV[0] || ':' || tenant);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_changed AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION clinic_notify_change('appointments');
--> statement-breakpoint
CREATE TRIGGER appointments_emptied AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION clinic_notify_change();
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION clinic_notify_change('sessions');
--> statement-breakpoint
CREATE TRIGGER sessions_emptied AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION clinic_notify_change();
--> statement-breakpoint
CREATE TRIGGER tenants_changed AFTER INSERT OR UPDATE OR DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION clinic_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER branches_changed AFTER INSERT OR UPDATE OR DELETE ON branches
  FOR EACH ROW EXECUTE FUNCTION clinic_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER doctors_changed AFTER INSERT OR UPDATE OR DELETE ON doctors
  FOR EACH ROW EXECUTE FUNCTION clinic_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER treatments_changed AFTER INSERT OR UPDATE OR DELETE ON treatments
  FOR EACH ROW EXECUTE FUNCTION clinic_notify_change('catalog');
--> statement-breakpoint
CREATE TRIGGER tenants_emptied AFTER TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION clinic_notify_change();
--> statement-breakpoint
CREATE TRIGGER branches_emptied AFTER TRUNCATE ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION clinic_notify_change();
--> statement-breakpoint
CREATE TRIGGER doctors_emptied AFTER TRUNCATE ON doctors
  FOR EACH STATEMENT EXECUTE FUNCTION clinic_notify_change();
--> statement-breakpoint
CREATE TRIGGER treatments_emptied AFTER TRUNCATE ON treatments
  FOR EACH STATEMENT EXECUTE FUNCTION clinic_notify_change();
