-- Each announcement also names the transaction that made the change ('<kind>:<tenant>:<transaction id>'),
-- so the process that made it, and already updated what it keeps in memory, can tell its own change
-- from everybody else's.
CREATE OR REPLACE FUNCTION clinic_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM pg_notify('clinic_changes', TG_ARGV[0] || ':' || tenant || ':' || pg_current_xact_id());
  RETURN NULL;
END
$$;
