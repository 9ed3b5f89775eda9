import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { targetAuditRows } from '../helpers/audit-rows';
import { customerRow as storedCustomer } from '../helpers/customer-rows';
import { childNameOf, dataRightsWorld } from '../helpers/data-rights';
import { createTestDatabase } from '../helpers/test-db';
import { visitRow } from '../helpers/visit-rows';

// An owner erases a patient who asks at the desk (issue #33): audit-logged, owners only, once; and an erasure that
// fails half-way changes nothing.

let database: Database;
let world: Awaited<ReturnType<typeof dataRightsWorld>>;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await dataRightsWorld(database);
});
afterAll(async () => {
  await world.app.close();
  await database.close();
});

/** The patient's row, which must be this clinic's. */
const customerRow = async (id: number) => {
  const row = await storedCustomer(database.db, id);
  expect(row?.tenantId).toBe(world.tenant.id);
  return row!;
};

describe('POST /api/staff/patients/:id/erase', () => {
  it('is refused to reception and doctors (403), and needs { confirm: true }', async () => {
    const patient = await world.patients.login();
    for (const role of ['reception', 'doctor'] as const) {
      const res = await (await world.staff(role)).post(`/api/staff/patients/${patient.id}/erase`, { confirm: true });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
    }
    const owner = await world.staff('owner');
    expect((await owner.post(`/api/staff/patients/${patient.id}/erase`, {})).statusCode).toBe(400);
    expect((await owner.post('/api/staff/patients/987654321/erase', { confirm: true })).statusCode).toBe(404);
    expect((await customerRow(patient.id)).erasedAt).toBeNull();
  });

  it('erases a patient as their own erasure does, writes it to the audit log, and refuses a second time', async () => {
    const patient = await world.patients.login();
    await world.patients.withHistory(patient, 11);
    const owner = await world.staff('owner');
    const res = await owner.post(`/api/staff/patients/${patient.id}/erase`, { confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: 1, cancelled_visits: 3 });
    expect(await customerRow(patient.id)).toMatchObject({ name: '[erased]', phone: `erased:${patient.id}` });
    expect((await patient.exportData()).statusCode).toBe(401);
    const audit = await owner.get('/api/staff/audit?action=patient.erased');
    expect(audit.json()).toMatchObject({
      entries: [
        { action: 'patient.erased', staff_name: 'owner', target_id: patient.id, after: { cancelled_visits: 3 } },
      ],
    });
    const again = await owner.post(`/api/staff/patients/${patient.id}/erase`, { confirm: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PATIENT_ERASED' });
    // The card of an erased patient says nothing of them; their export holds only anonymous facts.
    const exported = await owner.get(`/api/staff/patients/${patient.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(patient.phone);
    expect(exported.body).not.toContain(childNameOf(patient));
    expect(exported.json()).toMatchObject({ patient: { name: '[erased]' } });
    expect((await owner.get(`/api/staff/patients/${patient.id}`)).json()).toMatchObject({ name: '[erased]' });
  });
});

describe('an erasure that fails half-way', () => {
  it('changes nothing: visits, identity, sessions and the audit log stay as they were', async () => {
    const patient = await world.patients.login();
    const trail = await world.patients.withHistory(patient, 15);
    // The last writes of an erasure fail (a stand-in for any failure once the first rows were written).
    await database.db.execute(sql`
      create function test_refuse_waitlist() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await database.db.execute(sql`
      create trigger test_refuse_contact before update on contact_messages
      for each row execute function test_refuse_waitlist()`);
    try {
      const owner = await world.staff('owner');
      const res = await owner.post(`/api/staff/patients/${patient.id}/erase`, { confirm: true });
      expect(res.statusCode).toBe(500);
    } finally {
      await database.db.execute(sql`drop trigger test_refuse_contact on contact_messages`);
      await database.db.execute(sql`drop function test_refuse_waitlist()`);
    }
    expect(await customerRow(patient.id)).toMatchObject({ name: 'Noa Levi', erasedAt: null });
    const visit = await visitRow(database.db, world.tenant.id, trail.own);
    expect(visit!.status).toBe('active');
    const erasures = await targetAuditRows(database.db, 'patient.erased', patient.id);
    expect(erasures).toEqual([]);
    expect((await patient.exportData()).statusCode).toBe(200);
  });
});
