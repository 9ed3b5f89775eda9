import { describe, expect, it } from 'vitest';

import { createTenant } from '../helpers/factories';
import { createCustomerSession } from '../helpers/sessions';
import { buildTestApp } from '../helpers/test-app';
import { BUSY, type Booking, TAKEN, expectError, patientBookingsForFile } from '../helpers/patient-bookings';
import { allVisitRows } from '../helpers/visit-rows';

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3).
const NOW = new Date('2026-06-01T05:00:00Z');
const { file, post, create, created, rowOf } = patientBookingsForFile(NOW);

describe('POST /api/bull36/create_appointment', () => {
  it('books a free time, assigns a doctor and recomputes the end from the treatment', async () => {
    const body = await created(file.alice, { date: '2026-06-02', start_time: '10:00', end_time: '10:05' });
    expect(body.message).toBe('Appointment booked successfully!');
    const id = Number(body.data.appointment_id);
    expect(body.data).toMatchObject({
      insert_id: id,
      id,
      payment_gateway_id: null,
      invoice_setting_id: null,
      payment_method: null,
      appoiment_type_price: 350.5,
      document_type: 'receipt',
      date: '2026-06-02',
      start_time: '10:00',
      end_time: '10:30',
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      tenantId: file.tenant.id,
      customerId: file.alice.customerId,
      branchId: 38,
      treatmentId: 11,
      status: 'active',
      paidStatus: 0,
      priceMinor: 35050,
      holdExpiresAt: null,
    });
    expect([1, 2]).toContain(row.doctorId);
    expect(row.startsAt.toISOString()).toBe('2026-06-02T07:00:00.000Z');
    expect(row.endsAt.toISOString()).toBe('2026-06-02T07:30:00.000Z');
  });

  it('a forced-payment treatment holds its time for payment and answers the payment setup', async () => {
    const body = await created(file.alice, { date: '2026-06-02', start_time: '12:00', appointments_type_id: 12 });
    expect(body.message).toBe('Appointment created! Please proceed with payment to confirm.');
    expect(body.data).toMatchObject({
      payment_gateway_id: 'sandbox',
      // The clinic's billing details, which the payment's receipt is issued under (decision 023).
      invoice_setting_id: file.tenant.id,
      payment_method: 'card',
      appoiment_type_price: 100,
      end_time: '12:15',
    });
    // The answer names the deposit paid now; the visit keeps the treatment's full price (250).
    const row = await rowOf(Number(body.data.appointment_id));
    expect(row.priceMinor).toBe(25_000);
    expect(row.holdExpiresAt?.toISOString()).toBe(new Date(NOW.getTime() + 15 * 60_000).toISOString());
  });

  it('gives each doctor once, then answers 409 with the message the site shows', async () => {
    const slot = { date: '2026-06-03', start_time: '09:00' };
    const first = await created(file.alice, slot);
    const second = await created(file.bob, slot);
    const doctors = [(await rowOf(Number(first.data.id))).doctorId, (await rowOf(Number(second.data.id))).doctorId];
    expect(doctors.sort()).toEqual([1, 2]);
    const carol = await createCustomerSession(file.database.db, file.tenant, NOW);
    expectError(await create(carol, slot), 409, TAKEN);
    // Alice, who holds one of the two, is told she already has a visit then.
    expectError(await create(file.alice, slot), 409, BUSY);
    // A visit overlapping the booked ones is refused too, one starting at their end is not.
    expectError(await create(carol, { date: '2026-06-03', start_time: '09:25' }), 409, TAKEN);
    await created(file.alice, { date: '2026-06-03', start_time: '09:30' });
    // The taken slots are shown unavailable.
    const slots = await file.app.inject({
      method: 'GET',
      url: '/api/bull36/get_available_time?data_time=5&branch=38&appointment_type=11&date=2026-06-03',
      headers: { 'x-tenant-token': file.tenant.token },
    });
    const byTime = new Map(
      slots.json().time_slots.map((s: { time: string; available: boolean }) => [s.time, s.available]),
    );
    expect(byTime.get('09:00')).toBe(false);
    expect(byTime.get('08:55')).toBe(true);
  });

  it('prefers the least-booked doctor of the day', async () => {
    const a = await created(file.alice, { date: '2026-06-04', start_time: '09:00' });
    const b = await created(file.alice, { date: '2026-06-04', start_time: '11:00' });
    expect((await rowOf(Number(a.data.id))).doctorId).not.toBe((await rowOf(Number(b.data.id))).doctorId);
  });

  it('refuses times that break a rule, with a clear 4xx, and stores nothing', async () => {
    const before = (await allVisitRows(file.database.db)).length;
    const cases: [Booking, number, RegExp | string][] = [
      [{ date: '2026-06-02', start_time: '10:02' }, 400, /5-minute step/],
      [{ date: '2026-06-01', start_time: '07:00' }, 400, /already passed/],
      [{ date: '2026-05-29', start_time: '10:00' }, 400, /already passed/],
      [{ date: '2026-07-02', start_time: '10:00' }, 400, /up to 30 days ahead/],
      [{ date: '2026-06-02', start_time: '10:00', branch: 77 }, 400, /Unknown branch 77/],
      [{ date: '2026-06-02', start_time: '10:00', appointments_type_id: 77 }, 400, /Unknown appointment type 77/],
      [{ date: '2026-06-08', start_time: '10:00', branch: 39, appointments_type_id: 12 }, 400, /not offered/],
      [{ date: '2026-06-02', start_time: '17:45' }, 409, TAKEN], // would end after closing
      [{ date: '2026-06-05', start_time: '10:00' }, 409, TAKEN], // Friday: closed
      [{ date: '2026-06-08', start_time: '10:00', branch: 39 }, 409, TAKEN], // open, but no doctor works there
      [{ date: '2026-06-02', start_time: '24:00' }, 400, /before 24:00/],
      [{ date: '2026-06-31', start_time: '10:00' }, 400, /real calendar date/],
      [{ date: '2026-06-02', start_time: '9:00' }, 400, /HH:MM/],
    ];
    for (const [booking, status, message] of cases) {
      const res = await create(file.alice, booking);
      expect(res.statusCode, `${JSON.stringify(booking)}: ${res.body}`).toBe(status);
      expectError(res, status, message);
    }
    expect((await allVisitRows(file.database.db)).length).toBe(before);
  });

  it('needs a session of this clinic, and cust_id must be the session’s own', async () => {
    const booking = {
      branch: 38,
      appointments_type_id: 11,
      date: '2026-06-09',
      start_time: '10:00',
      end_time: '10:30',
    };
    expectError(
      await post('create_appointment', { 'x-tenant-token': file.tenant.token }, booking),
      401,
      'No customer ID found. Please login first.',
    );
    expectError(
      await post(
        'create_appointment',
        { 'x-tenant-token': file.tenant.token, authorization: `Bearer ${'x'.repeat(43)}` },
        booking,
      ),
      401,
      'Customer ID not found. Please login again.',
    );
    // A session of another clinic is not a session here.
    expectError(
      await post('create_appointment', { ...file.stranger.headers, 'x-tenant-token': file.tenant.token }, booking),
      401,
      'Customer ID not found. Please login again.',
    );
    expectError(
      await post('create_appointment', file.alice, { ...booking, cust_id: file.bob.customerId }),
      403,
      /your own/,
    );
    // Without cust_id the session's customer books.
    const res = await post('create_appointment', file.alice, booking);
    expect(res.statusCode).toBe(200);
    expect((await rowOf(res.json().data.id)).customerId).toBe(file.alice.customerId);
  });

  it('refuses a wall time skipped by the clock change and books across it in real time', async () => {
    const ALL = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
    const night = await createTenant(file.database.db, {
      branches: [
        { id: 38, name: { en: 'Night' }, schedule: ALL.map((day) => ({ day, start: '00:00', end: '06:00' })) },
      ],
      doctors: [
        {
          id: 1,
          name: { en: 'Night doctor' },
          status: '1',
          working_hours: ALL.map((day) => ({ branch_id: 38, day, start: '00:00', end: '06:00' })),
        },
      ],
      treatments: [{ id: 11, name: { en: 'Hour' }, price: 10, duration_minutes: 60, branch_ids: [38] }],
    });
    const nightApp = await buildTestApp(file.database, { now: () => new Date('2026-03-20T00:00:00Z') });
    try {
      const patient = await createCustomerSession(file.database.db, night, NOW);
      const other = await createCustomerSession(file.database.db, night, NOW);
      const book = (start_time: string, who = patient) =>
        nightApp.inject({
          method: 'POST',
          url: '/api/bull36/create_appointment',
          headers: who.headers,
          payload: { branch: 38, appointments_type_id: 11, date: '2026-03-27', start_time, end_time: start_time },
        });
      expectError(await book('02:30'), 400, /does not exist/);
      const res = await book('01:30');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ start_time: '01:30', end_time: '03:30' });
      const row = await rowOf(res.json().data.id);
      expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(3_600_000);
      expect(row.startsAt.toISOString()).toBe('2026-03-26T23:30:00.000Z');
      // 03:00 overlaps the hour booked from 01:30 (real time 01:30-03:30 wall): taken for another patient, and
      // the patient who booked it is told they already have a visit then.
      expectError(await book('03:00', other), 409, TAKEN);
      expectError(await book('03:00'), 409, BUSY);
      expect((await book('03:30')).statusCode).toBe(200);
    } finally {
      await nightApp.close();
    }
  });
});
