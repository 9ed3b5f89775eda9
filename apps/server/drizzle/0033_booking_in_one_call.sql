-- A booking in one call (issue 48): the patient's turn and limits, the clinic day's turn, and the insert of the
-- first free doctor, as one statement sent to the database. Each statement of the function sees what committed
-- before it began, so the count after the patient's turn and the insert after the day's turn see the winners of
-- those turns. The day's turn is held until the caller's transaction ends: the shorter it is, the sooner the next
-- booking of that day goes. Without it, two overlapping inserts under way at once would each wait for the other in
-- the exclusion constraint's check, a deadlock PostgreSQL breaks only after a second.
--
-- booking: the new visit's values (camelCase keys as BookingValues); doctor_ids: the candidates, in order;
-- day_number: the clinic day's turn key; patient_limits: {now, maxUpcoming, maxUnpaidHolds}, or null for staff.
-- Answers one row: outcome 'booked' (with the visit, its doctor and transaction), 'none' (every doctor taken, held
-- or blocked, or the Idempotency-Key already made a booking), 'too_many_upcoming' or 'too_many_unpaid' (with count).
-- The constraints and triggers refuse as ever (23P01, WL001, ...), as errors.
CREATE OR REPLACE FUNCTION clinic_book_first_free(booking jsonb, doctor_ids integer[], day_number integer,
  patient_limits jsonb) RETURNS TABLE (outcome text, booked_id bigint, booked_doctor integer, booked_in text,
  open_count integer) LANGUAGE plpgsql AS $$
DECLARE
  v_tenant integer := (booking->>'tenantId')::integer;
  v_customer bigint := (booking->>'customerId')::bigint;
  v_branch integer := (booking->>'branchId')::integer;
  v_from timestamptz := (booking->>'startsAt')::timestamptz;
  v_to timestamptz := (booking->>'endsAt')::timestamptz;
  v_now timestamptz;
  v_upcoming integer;
  v_unpaid integer;
  v_id bigint;
  v_doctor integer;
BEGIN
  IF patient_limits IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('patient/' || v_tenant || '/' || v_customer, 0));
    v_now := (patient_limits->>'now')::timestamptz;
    SELECT count(*) FILTER (WHERE a.starts_at >= v_now), count(*) FILTER (WHERE a.hold_expires_at > v_now)
      INTO v_upcoming, v_unpaid
      FROM appointments a
     WHERE a.tenant_id = v_tenant AND a.customer_id = v_customer AND a.status = 'active';
    IF v_upcoming >= (patient_limits->>'maxUpcoming')::integer THEN
      RETURN QUERY SELECT 'too_many_upcoming'::text, NULL::bigint, NULL::integer, NULL::text, v_upcoming;
      RETURN;
    END IF;
    IF booking->>'holdExpiresAt' IS NOT NULL AND v_unpaid >= (patient_limits->>'maxUnpaidHolds')::integer THEN
      RETURN QUERY SELECT 'too_many_unpaid'::text, NULL::bigint, NULL::integer, NULL::text, v_unpaid;
      RETURN;
    END IF;
  END IF;

  PERFORM pg_advisory_xact_lock(v_tenant, day_number);
  INSERT INTO appointments AS new_visit
    (tenant_id, customer_id, family_member_id, branch_id, treatment_id, doctor_id, starts_at, ends_at, price_minor,
     hold_expires_at, idempotency_key, booking_answer, series_id, booked_online, visit_note, changed_by)
  SELECT v_tenant, v_customer, (booking->>'familyMemberId')::bigint, v_branch, (booking->>'treatmentId')::integer,
         d.id, v_from, v_to, (booking->>'priceMinor')::integer, (booking->>'holdExpiresAt')::timestamptz,
         booking->>'idempotencyKey', booking->'bookingAnswer', (booking->>'seriesId')::bigint,
         coalesce((booking->>'bookedOnline')::boolean, false), booking->>'visitNote', booking->>'changedBy'
    FROM unnest(doctor_ids) WITH ORDINALITY AS d(id, ord)
   WHERE NOT EXISTS (
           SELECT 1 FROM appointments a
            WHERE a.tenant_id = v_tenant AND a.doctor_id = d.id AND a.status = 'active'
              AND tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(v_from, v_to, '[)'))
     -- Time a waitlist offer holds for another patient (the trigger refuses it anyway: WL001).
     AND NOT EXISTS (
           SELECT 1 FROM waitlist_offers o
             JOIN waitlist_entries e ON e.tenant_id = o.tenant_id AND e.id = o.entry_id
            WHERE o.tenant_id = v_tenant AND o.doctor_id = d.id AND o.status = 'live' AND e.customer_id <> v_customer
              AND tstzrange(o.starts_at, o.ends_at, '[)') && tstzrange(v_from, v_to, '[)'))
     -- Time staff blocked (the table's trigger refuses it anyway; skipping it here lets the next doctor try).
     AND NOT EXISTS (
           SELECT 1 FROM time_blocks b
            WHERE b.tenant_id = v_tenant AND (b.doctor_id = d.id OR (b.doctor_id IS NULL AND b.branch_id = v_branch))
              AND tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange(v_from, v_to, '[)'))
   ORDER BY d.ord
   LIMIT 1
  ON CONFLICT (tenant_id, customer_id, idempotency_key) DO NOTHING
  RETURNING new_visit.id, new_visit.doctor_id INTO v_id, v_doctor;

  IF v_id IS NULL THEN
    RETURN QUERY SELECT 'none'::text, NULL::bigint, NULL::integer, NULL::text, NULL::integer;
  ELSE
    RETURN QUERY SELECT 'booked'::text, v_id, v_doctor, pg_current_xact_id()::text, NULL::integer;
  END IF;
END $$;
