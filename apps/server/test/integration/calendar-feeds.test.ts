import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import type { Database } from '../../src/db/client';
import { setCustomer } from '../helpers/customer-rows';
import { createTenant } from '../helpers/factories';
import { createCustomerSession } from '../helpers/sessions';
import { type StaffCalls, addClinicTeam } from '../helpers/staff';
import { createTestDatabase } from '../helpers/test-db';
import { buildTestApp } from '../helpers/test-app';

// Monday 2026-12-07, 09:00 in Jerusalem; the test moves the clock to see the fetch limit pass.
const NOW = new Date('2026-12-07T07:00:00Z');
let clock = NOW;

let database: Database;
let app: FastifyInstance;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let desk: StaffCalls;
let owner: StaffCalls;
let drDana: StaffCalls;

/** A patient with a full name and phone, booked by the desk with a doctor; answers the visit's id. */
async function visit(doctorId: number, date: string, time: string, name = 'Ruth Shalev') {
  const patient = await createCustomerSession(database.db, tenant, NOW);
  await setCustomer(database.db, tenant.id, patient.customerId, { name });
  const res = await desk.post('/api/staff/appointments', {
    patient_id: patient.customerId,
    branch_id: 38,
    treatment_id: 11,
    doctor_id: doctorId,
    date,
    start_time: time,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}
/** Fetches a feed as a calendar app does: no session, no tenant token, nothing but its address. */
const fetchFeed = (url: string, remoteAddress = '198.51.100.7') =>
  app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress });
function eventsOf(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      start: event.startDate.toString(),
      zone: component.getFirstProperty('dtstart')?.getParameter('tzid'),
      end: event.endDate.toString(),
      url: component.getFirstPropertyValue('url'),
    };
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  tenant = await createTenant(database.db);
  app = await buildTestApp(database, { now: () => clock, config: { publicUrl: 'https://clinic.example' } });
  ({ desk, owner, drDana } = await addClinicTeam(app, database.db, tenant));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("a doctor's calendar feed", () => {
  it("holds the doctor's active visits in the clinic's zone, with the patient's first name and initial only", async () => {
    const first = await visit(1, '2026-12-08', '10:00');
    const cancelled = await visit(1, '2026-12-09', '11:00', 'Moshe Peretz');
    const otherDoctors = await visit(2, '2026-12-08', '10:00', 'Yael Gold');
    const tooFar = await visit(1, '2027-04-01', '10:00', 'Far Future');
    expect((await desk.post(`/api/staff/appointments/${cancelled}/cancel`, { reason: 'Ill' })).statusCode).toBe(200);

    const created = await drDana.post('/api/staff/calendar_feed', { doctor_id: 1 });
    expect(created.statusCode, created.body).toBe(200);
    const { url } = created.json() as { url: string };
    expect(url).toMatch(/^https:\/\/clinic\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const res = await fetchFeed(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('BEGIN:VTIMEZONE');
    expect(res.body).not.toContain('Shalev');
    expect(res.body).not.toContain('+9725');
    const events = eventsOf(res.body);
    expect(events).toEqual([
      {
        uid: `visit-${tenant.id}-${first}@${tenant.key}`,
        summary: 'Cleaning · Ruth S.',
        location: 'Main branch, 1 Herzl St, Tel Aviv',
        start: '2026-12-08T10:00:00',
        zone: 'Asia/Jerusalem',
        end: '2026-12-08T10:30:00',
        url: `https://clinic.example/${tenant.key}/staff?date=2026-12-08&branch=38&view=day`,
      },
    ]);
    expect(res.body).not.toContain(`-${otherDoctors}@`);
    expect(res.body).not.toContain(`-${tooFar}@`);

    // A visit booked after the first fetch is there at the next one.
    const later = await visit(1, '2026-12-10', '09:00', 'Noa');
    const again = eventsOf((await fetchFeed(url)).body);
    expect(again.map((event) => event.uid)).toEqual([
      `visit-${tenant.id}-${first}@${tenant.key}`,
      `visit-${tenant.id}-${later}@${tenant.key}`,
    ]);
    expect(again[1]!.summary).toBe('Cleaning · Noa');
  });

  it('is made by the doctor for itself or by an owner for any doctor, never by reception', async () => {
    expect((await drDana.post('/api/staff/calendar_feed', { doctor_id: 2 })).statusCode).toBe(403);
    expect((await desk.post('/api/staff/calendar_feed', { doctor_id: 1 })).statusCode).toBe(403);
    expect((await owner.post('/api/staff/calendar_feed', { doctor_id: 99 })).statusCode).toBe(404);
    const byOwner = await owner.post('/api/staff/calendar_feed', { doctor_id: 2 });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect((await fetchFeed(byOwner.json().url)).statusCode).toBe(200);
  });

  it('ends at revocation or when a new address is made, and the audit log says who did it', async () => {
    const firstUrl = (await owner.post('/api/staff/calendar_feed', { doctor_id: 1 })).json().url as string;
    const secondUrl = (await owner.post('/api/staff/calendar_feed', { doctor_id: 1 })).json().url as string;
    expect((await fetchFeed(firstUrl)).statusCode).toBe(404);
    expect((await fetchFeed(secondUrl)).statusCode).toBe(200);

    const revoked = await drDana.post('/api/staff/calendar_feed/revoke', { doctor_id: 1 });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await fetchFeed(secondUrl)).statusCode).toBe(404);
    expect((await drDana.post('/api/staff/calendar_feed/revoke', { doctor_id: 1 })).statusCode).toBe(404);

    const audit = await owner.get('/api/staff/audit');
    const actions = (audit.json() as { entries: Array<{ action: string; target_id: number }> }).entries
      .filter((entry) => entry.action.startsWith('calendar_feed.'))
      .map((entry) => entry.action);
    expect(actions).toContain('calendar_feed.revoked');
    expect(actions).toContain('calendar_feed.created');
  });

  it('answers 404 to made-up addresses and limits how often one feed is fetched', async () => {
    expect((await fetchFeed('https://x/api/calendar/not-a-token.ics')).statusCode).toBe(404);
    expect((await fetchFeed(`https://x/api/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);

    const url = (await owner.post('/api/staff/calendar_feed', { doctor_id: 2 })).json().url as string;
    const answers: number[] = [];
    for (let fetch = 0; fetch < 61; fetch++) answers.push((await fetchFeed(url, '198.51.100.8')).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
    clock = new Date(NOW.getTime() + 61 * 60_000);
    expect((await fetchFeed(url, '198.51.100.8')).statusCode).toBe(200);
    clock = NOW;
  });

  it("ends when the owner removes the doctor's account, and only the feeds that account could read", async () => {
    const danas = (await drDana.post('/api/staff/calendar_feed', { doctor_id: 1 })).json().url as string;
    const avis = (await owner.post('/api/staff/calendar_feed', { doctor_id: 2 })).json().url as string;
    expect((await fetchFeed(danas)).statusCode).toBe(200);

    const members = (await owner.get('/api/staff/members')).json() as { members: Array<{ id: number; email: string }> };
    const dana = members.members.find((member) => member.email === 'dana@clinic.example')!;
    const removed = await owner.post(`/api/staff/members/${dana.id}/remove`);
    expect(removed.statusCode, removed.body).toBe(200);

    expect((await fetchFeed(danas)).statusCode).toBe(404);
    expect((await fetchFeed(avis)).statusCode).toBe(200);
    const audit = (await owner.get('/api/staff/audit')).json() as {
      entries: Array<{ action: string; target_id: number; after: unknown }>;
    };
    expect(audit.entries).toContainEqual(
      expect.objectContaining({ action: 'calendar_feed.revoked', target_id: 1, after: { removed_staff_id: dana.id } }),
    );
  });
});
