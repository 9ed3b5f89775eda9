import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TListedAppointment } from '@clinic/contract/appointments/appointments';
import { SHORT_CODE_ALPHABET, shortCheckInCode } from '@clinic/contract/appointments/check-in-code';
import type { Database } from '../../src/db/client';
import { createTenant } from '../helpers/factories';
import { insertAppointment } from '../helpers/payment-fixtures';
import { createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addStaff, staffClient } from '../helpers/staff';
import { buildTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';

// Monday 2026-12-07, 09:00 in Jerusalem. A patient whose screen will not scan reads out the six letters under the
// QR; the desk types them and the visit is checked in as by the QR.
const NOW = new Date('2026-12-07T07:00:00Z');
let database: Database;
let app: FastifyInstance;
let clinic: Awaited<ReturnType<typeof createTenant>>;
let other: Awaited<ReturnType<typeof createTenant>>;
let desk: StaffCalls;

/** A visit at `startsAt` and its short code, as the patient's own list lets the site write it under the QR. */
async function visitWithShortCode(startsAt: string, tenant = clinic) {
  const patient = await createCustomerSession(database.db, tenant, NOW);
  const row = await insertAppointment(database.db, {
    tenantId: tenant.id,
    customerId: patient.customerId,
    treatmentId: 11,
    startsAt: new Date(startsAt),
    minutes: 30,
  });
  const res = await app.inject({
    method: 'GET',
    url: `/api/bull36/get_appointment_booking_list?cust_id=${patient.customerId}&booking_type=upcoming`,
    headers: patient.headers,
  });
  const listed = (res.json() as { data: { appointments: TListedAppointment[] } }).data.appointments;
  const code = listed.find((a) => Number(a.id) === row.id)!.check_in_code!;
  return { id: row.id, short: shortCheckInCode(code)! };
}
const checkIn = (code: string) => desk.post('/api/staff/check_in', { code });

beforeAll(async () => {
  database = await createTestDatabase();
  clinic = await createTenant(database.db);
  other = await createTenant(database.db);
  app = await buildTestApp(database, { now: () => NOW });
  await addStaff(database.db, clinic, { email: 'desk@clinic.example', role: 'reception' });
  desk = await staffClient(app, clinic.key, 'desk@clinic.example');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('a short check-in code typed at the desk', () => {
  it("checks today's visit in, typed in any case and spacing, like its QR", async () => {
    const visit = await visitWithShortCode('2026-12-07T09:00:00Z');
    expect(visit.short).toMatch(new RegExp(`^[${SHORT_CODE_ALPHABET}]{3}-[${SHORT_CODE_ALPHABET}]{3}$`));
    const typed = ` ${visit.short.replace('-', ' ').toLowerCase()} `;
    const res = await checkIn(typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ appointment_id: visit.id, patient_name: 'Test Patient', status: 'arrived' });
    // Typed again: answered as it is.
    expect((await checkIn(visit.short)).json()).toMatchObject({ appointment_id: visit.id, status: 'arrived' });
  });

  it('refuses a wrong code, another day visit and another clinic visit with a clear 400', async () => {
    const today = await visitWithShortCode('2026-12-07T11:00:00Z');
    const letters = today.short.replace('-', '');
    const changed = letters.slice(0, 5) + SHORT_CODE_ALPHABET[(SHORT_CODE_ALPHABET.indexOf(letters[5]!) + 1) % 26];
    const tomorrow = await visitWithShortCode('2026-12-08T09:00:00Z');
    const theirs = await visitWithShortCode('2026-12-07T09:00:00Z', other);
    for (const code of [changed, tomorrow.short, theirs.short]) {
      const res = await checkIn(code);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: 0, code: 'CHECK_IN_INVALID' });
    }
    // A code of letters outside the alphabet is read as a (made-up) signed code: refused the same way.
    expect((await checkIn('OOO-111')).json()).toMatchObject({ code: 'CHECK_IN_INVALID' });
  });
});
