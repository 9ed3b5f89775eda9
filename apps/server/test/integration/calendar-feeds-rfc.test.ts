import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { setCustomer } from '../helpers/customer-rows';
import { createTenant, tenantFixture } from '../helpers/factories';
import { framingFaults, readByBoth } from '../helpers/ics-checks';
import { createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addClinicTeam } from '../helpers/staff';
import { createTestDatabase } from '../helpers/test-db';
import { buildTestApp } from '../helpers/test-app';

// Monday 2026-12-07, 09:00 in Jerusalem.
const NOW = new Date('2026-12-07T07:00:00Z');
// A treatment name long enough that its calendar line must fold, in two-octet Hebrew letters.
const LONG_HEBREW = 'ניקוי שיניים מקצועי והסרת אבנית עם הדרכה להיגיינת הפה';

let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let desk: StaffCalls;
let owner: StaffCalls;

beforeAll(async () => {
  database = await createTestDatabase();
  const fixture = tenantFixture();
  tenant = await createTenant(database.db, {
    lang: 'he',
    treatments: fixture.treatments.map((t) => (t.id === 11 ? { ...t, name: { en: 'Cleaning', he: LONG_HEBREW } } : t)),
  });
  app = await buildTestApp(database, { now: () => NOW, config: { publicUrl: 'https://clinic.example' } });
  ({ desk, owner } = await addClinicTeam(app, database.db, tenant));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A visit of doctor 1 for a patient with a Hebrew name; answers its id. */
async function visit(date: string, time: string) {
  const patient = await createCustomerSession(database.db, tenant, NOW);
  await setCustomer(database.db, tenant.id, patient.customerId, { name: 'רות שלו' });
  const res = await desk.post('/api/staff/appointments', {
    patient_id: patient.customerId,
    branch_id: 38,
    treatment_id: 11,
    doctor_id: 1,
    date,
    start_time: time,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

async function fetchFeed(url: string) {
  const res = await app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress: '198.51.100.9' });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe("a doctor's feed as calendar apps parse it (node-ical and ical.js)", () => {
  it('stamps in UTC, ends every line with CRLF, folds at 75 octets and keeps Hebrew whole', async () => {
    const id = await visit('2026-12-08', '10:00');
    const { url } = (await owner.post('/api/staff/calendar_feed', { doctor_id: 1 })).json() as { url: string };

    const res = await fetchFeed(url);
    // The octets as sent: a fold inside a Hebrew letter would show here.
    expect(framingFaults(res.rawPayload)).toEqual([]);
    expect(res.body).toMatch(/^SUMMARY:.*\r\n [^\r\n]/m);
    const read = readByBoth(res.body);
    for (const events of [read.nodeIcal, read.icalJs]) {
      expect(events).toEqual([
        {
          uid: `visit-${tenant.id}-${id}@${tenant.key}`,
          summary: `${LONG_HEBREW} · רות ש.`,
          sequence: 0,
          dtstamp: NOW.toISOString(),
          start: '2026-12-08T08:00:00.000Z',
        },
      ]);
    }
  });

  // Waits for doctorVisits (appointments/doctor-calendar.repository.ts) to select eventSequence.
  it("counts a visit's changes in SEQUENCE: a moved visit's is higher", async () => {
    const id = await visit('2026-12-09', '10:00');
    const { url } = (await owner.post('/api/staff/calendar_feed', { doctor_id: 1 })).json() as { url: string };
    const uid = `visit-${tenant.id}-${id}@${tenant.key}`;
    const before = readByBoth((await fetchFeed(url)).body);

    const moved = await desk.post(`/api/staff/appointments/${id}/move`, { date: '2026-12-09', start_time: '11:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = readByBoth((await fetchFeed(url)).body);
    for (const parser of ['nodeIcal', 'icalJs'] as const) {
      const was = before[parser].find((event) => event.uid === uid)!;
      const now = after[parser].find((event) => event.uid === uid)!;
      expect(now.start).toBe('2026-12-09T09:00:00.000Z');
      expect(now.sequence).toBeGreaterThan(was.sequence);
    }
  });
});
