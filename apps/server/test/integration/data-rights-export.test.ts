import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDataExport } from '@clinic/contract/data-rights/data-export';
import type { Database } from '../../src/db/client';
import { childNameOf, dataRightsWorld, exportOf } from '../helpers/data-rights';
import { createTestDatabase } from '../helpers/test-db';

// A patient's copy of everything the clinic holds about them and their family (issue #33, decision 013), and an
// owner's copy for a patient at the desk: complete, nobody else's, and owners only.

let database: Database;
let world: Awaited<ReturnType<typeof dataRightsWorld>>;
let noa: Awaited<ReturnType<typeof world.patients.login>>;
let neighbour: Awaited<ReturnType<typeof world.patients.login>>;
let trail: Awaited<ReturnType<typeof world.patients.withHistory>>;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await dataRightsWorld(database);
  noa = await world.patients.login();
  neighbour = await world.patients.login();
  trail = await world.patients.withHistory(noa);
  await world.patients.withHistory(neighbour, 14);
  const owner = await world.staff('owner');
  await owner.post(`/api/staff/patients/${noa.id}/notes`, { notes: 'Prefers mornings' });
});
afterAll(async () => {
  await world.app.close();
  await database.close();
});

describe('GET /api/me/export', () => {
  it('is a JSON download with a file name that names the clinic and the day, never the patient', async () => {
    const res = await noa.exportData();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${world.tenant.key}-patient-${noa.id}-data-2026-12-01.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(ZDataExport.safeParse(res.json()).success).toBe(true);
  });

  it('holds the profile, the family, every visit, the payment, the messages and the contact-form message', async () => {
    const data = exportOf(await noa.exportData());
    expect(data.patient).toMatchObject({
      id: noa.id,
      name: 'Noa Levi',
      phone: `+${noa.phone}`,
      email: 'noa@example.com',
    });
    expect(data.family_members).toEqual([
      expect.objectContaining({
        id: trail.childId,
        name: childNameOf(noa),
        age: 7,
        relation: 'child',
        removed_at: null,
      }),
    ]);
    expect(data.visits.map((v) => v.id).sort()).toEqual([trail.own, trail.childVisit, trail.paid, trail.past].sort());
    const childVisit = data.visits.find((v) => v.id === trail.childVisit)!;
    expect(childVisit).toMatchObject({ family_member_id: trail.childId, date: '2026-12-03', start_time: '10:00' });
    expect(childVisit.treatment).toBe('Cleaning');
    expect(data.visits.find((v) => v.id === trail.past)!.cancel_reason).toBe(`Noa called from ${noa.phone}`);
    expect(data.payments).toEqual([
      expect.objectContaining({ visit_id: trail.paid, status: 'paid', amount: 100, card_last4: '4242' }),
    ]);
    expect(data.messages.length).toBeGreaterThanOrEqual(3);
    expect(data.messages.every((m) => m.to === `+${noa.phone}`)).toBe(true);
    expect(data.messages.map((m) => m.kind)).toContain('confirmation');
    expect(data.contact_messages).toEqual([
      expect.objectContaining({ name: 'Noa Levi', email: 'noa@example.com', message: 'Is parking free?' }),
    ]);
    // The staff's notes are the clinic's export's, not the patient's (decision 013).
    expect(data).not.toHaveProperty('staff_notes');
  });

  it("holds nothing of another patient's", async () => {
    const text = (await noa.exportData()).body;
    expect(text).not.toContain(neighbour.phone);
    const data = exportOf(await noa.exportData());
    const theirs = exportOf(await neighbour.exportData());
    const ids = (list: { id: number }[]) => new Set(list.map((row) => row.id));
    for (const key of ['visits', 'payments', 'messages', 'contact_messages', 'family_members'] as const) {
      const mine = ids(data[key]);
      expect([...ids(theirs[key])].filter((id) => mine.has(id))).toEqual([]);
    }
  });

  it('names things in the language asked for', async () => {
    const res = await noa.call('GET', '/api/me/export');
    expect(res.statusCode).toBe(200);
    const hebrew = await world.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { ...noa.headers, 'accept-language': 'he' },
    });
    expect(exportOf(hebrew).visits.find((v) => v.id === trail.childVisit)!.treatment).toBe('ניקוי');
  });

  it('needs a patient session', async () => {
    const res = await world.app.inject({
      method: 'GET',
      url: '/api/me/export',
      headers: { 'x-tenant-token': world.tenant.token },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_MISSING' });
  });
});

describe('GET /api/staff/patients/:id/export', () => {
  it("gives an owner the patient's export with the staff's notes, and writes it to the audit log", async () => {
    const owner = await world.staff('owner');
    const res = await owner.get(`/api/staff/patients/${noa.id}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`patient-${noa.id}-data-`);
    const data = exportOf(res);
    expect(data.staff_notes).toBe('Prefers mornings');
    expect(data.visits).toHaveLength(4);
    const audit = await owner.get('/api/staff/audit?action=patient.exported');
    expect(audit.json()).toMatchObject({ entries: [{ action: 'patient.exported', target_id: noa.id }] });
  });

  it('is refused to reception and doctors (403), and a patient of another clinic is not found', async () => {
    for (const role of ['reception', 'doctor'] as const) {
      const res = await (await world.staff(role)).get(`/api/staff/patients/${noa.id}/export`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
    }
    const owner = await world.staff('owner');
    expect((await owner.get('/api/staff/patients/987654321/export')).statusCode).toBe(404);
  });
});
