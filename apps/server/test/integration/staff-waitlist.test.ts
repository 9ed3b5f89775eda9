import { describe, expect, it } from 'vitest';
import { staffWaitlistCall } from '@clinic/contract/appointments/staff-waitlist';
import { staffAuditCall } from '@clinic/contract/staff/staff-patients';
import { testConfig } from '../../src/config';
import { customerRow, setCustomer } from '../helpers/customer-rows';
import { entryOfferRows, entryRow, seedOffer } from '../helpers/waitlist-rows';
import { type TestCustomer, createCustomerSession } from '../helpers/sessions';
import { deskOfTwoClinicsForFile } from '../helpers/desk-of-two-clinics';
import type { StaffCalls } from '../helpers/staff';

// The front desk's waitlist: owners and reception list their own clinic's waiting entries (never another
// clinic's), end one as served or removed with a reason (audit-logged, any held time freed); doctors may not;
// hostile input is a 4xx. The sweep is off: offers are made by hand where a test needs one.

const NOW = new Date('2026-12-01T06:00:00Z'); // 08:00 in Jerusalem
const DAY = '2026-12-02';
const file = deskOfTwoClinicsForFile(() => NOW, { waitlist: { ...testConfig().waitlist, sweepSeconds: 0 } });

async function patientWaiting(clinic: typeof file.clinicA, name: string, until = DAY) {
  const patient = await createCustomerSession(file.database.db, clinic, NOW);
  await setCustomer(file.database.db, clinic.id, patient.customerId, { name });
  const res = await file.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: patient.headers,
    payload: { branch: 38, appointments_type_id: 11, date: DAY, until },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { patient, entryId: (res.json() as { entry: { id: number } }).entry.id };
}

async function listOf(client: StaffCalls) {
  const res = await client.get('/api/staff/waitlist');
  expect(res.statusCode, res.body).toBe(200);
  return staffWaitlistCall.response.parse(res.json()).entries;
}

async function auditOf(action: string, entryId: number) {
  const res = await file.owner.get(`/api/staff/audit?action=${action}`);
  expect(res.statusCode, res.body).toBe(200);
  return staffAuditCall.response.parse(res.json()).entries.find((e) => e.target_id === entryId);
}

const patientEntries = async (patient: TestCustomer) =>
  (
    (await file.app.inject({ method: 'GET', url: '/api/waitlist', headers: patient.headers })).json() as {
      entries: { id: number }[];
    }
  ).entries.map((e) => e.id);

describe("the front desk's waitlist", () => {
  it("lists the clinic's waiting entries in line order with patient, phone, treatment, branch and days; never another clinic's", async () => {
    const first = await patientWaiting(file.clinicA, 'Avi Waiting', '2026-12-05');
    const second = await patientWaiting(file.clinicA, 'Bella Waiting');
    const other = await patientWaiting(file.clinicB, 'Other Clinic Patient');
    const entries = await listOf(file.desk);
    const ids = entries.map((e) => e.id);
    expect(ids.indexOf(first.entryId)).toBeLessThan(ids.indexOf(second.entryId));
    expect(ids).not.toContain(other.entryId);
    expect(entries.map((e) => e.patient.name)).not.toContain('Other Clinic Patient');
    const phone = await customerRow(file.database.db, first.patient.customerId);
    expect(entries.find((e) => e.id === first.entryId)).toMatchObject({
      patient: { id: first.patient.customerId, name: 'Avi Waiting', phone: phone!.phone.replace(/^\+/, '') },
      treatment_id: 11,
      branch_id: 38,
      date: DAY,
      until: '2026-12-05',
      status: 'waiting',
      offer: null,
      created_at: NOW.toISOString(),
    });
    expect(entries.find((e) => e.id === first.entryId)!.treatment).not.toBe('');
    expect(entries.find((e) => e.id === first.entryId)!.branch).not.toBe('');
    // The other clinic's file.owner sees theirs, and only theirs.
    const theirs = (await listOf(file.ownerB)).map((e) => e.id);
    expect(theirs).toContain(other.entryId);
    expect(theirs).not.toContain(first.entryId);
  });

  it('owners and reception may open it; a doctor may neither list nor end an entry', async () => {
    const { entryId } = await patientWaiting(file.clinicA, 'Dora Doctorless');
    expect((await file.owner.get('/api/staff/waitlist')).statusCode).toBe(200);
    expect((await file.doctor.get('/api/staff/waitlist')).statusCode).toBe(403);
    expect((await file.doctor.post(`/api/staff/waitlist/${entryId}/end`, { outcome: 'served' })).statusCode).toBe(403);
    expect((await listOf(file.desk)).map((e) => e.id)).toContain(entryId);
    expect((await file.desk.get('/api/staff/me')).json().sections).toEqual(expect.arrayContaining(['waitlist']));
    expect((await file.doctor.get('/api/staff/me')).json().sections).not.toContain('waitlist');
  });

  it('shows a time held for an entry, and serving the entry ends it and frees the time; the audit log names the patient', async () => {
    const { patient, entryId } = await patientWaiting(file.clinicA, 'Eli Served');
    await seedOffer(file.database.db, {
      tenantId: file.clinicA.id,
      entryId,
      doctorId: 1,
      startsAt: new Date(`${DAY}T08:00:00Z`),
      endsAt: new Date(`${DAY}T08:30:00Z`),
      status: 'live',
      expiresAt: new Date(NOW.getTime() + 15 * 60_000),
      createdAt: NOW,
    });
    const offered = (await listOf(file.desk)).find((e) => e.id === entryId);
    expect(offered).toMatchObject({ status: 'offered', offer: { date: DAY, time: '10:00', doctor_id: 1 } });

    const served = await file.desk.post(`/api/staff/waitlist/${entryId}/end`, { outcome: 'served' });
    expect(served.statusCode, served.body).toBe(200);
    expect((await listOf(file.desk)).map((e) => e.id)).not.toContain(entryId);
    expect(await patientEntries(patient)).not.toContain(entryId);
    const entry = await entryRow(file.database.db, file.clinicA.id, entryId);
    expect(entry!.status).toBe('booked');
    const offers = await entryOfferRows(file.database.db, file.clinicA.id, entryId);
    expect(offers.map((o) => o.status)).toEqual(['ended']);
    const audit = await auditOf('waitlist.served', entryId);
    expect(audit).toMatchObject({
      staff_name: 'Rina Desk',
      target_type: 'waitlist',
      subject: { patient: 'Eli Served' },
    });
    expect(audit!.subject!.treatment).not.toBeNull();
    // Once over, it cannot be ended again.
    expect((await file.desk.post(`/api/staff/waitlist/${entryId}/end`, { outcome: 'served' })).statusCode).toBe(404);
  });

  it('removes an entry only with a reason, which the audit log keeps', async () => {
    const { entryId } = await patientWaiting(file.clinicA, 'Gil Removed');
    expect((await file.desk.post(`/api/staff/waitlist/${entryId}/end`, { outcome: 'removed' })).statusCode).toBe(400);
    expect(
      (await file.desk.post(`/api/staff/waitlist/${entryId}/end`, { outcome: 'removed', reason: '   ' })).statusCode,
    ).toBe(400);
    const removed = await file.owner.post(`/api/staff/waitlist/${entryId}/end`, {
      outcome: 'removed',
      reason: 'Found a time at another clinic',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const entry = await entryRow(file.database.db, file.clinicA.id, entryId);
    expect(entry!.status).toBe('cancelled');
    expect(await auditOf('waitlist.removed', entryId)).toMatchObject({
      staff_name: 'Orly Owner',
      subject: { patient: 'Gil Removed', reason: 'Found a time at another clinic' },
    });
  });

  it("never ends another clinic's entry (404, and it keeps waiting); bad input is a 400", async () => {
    const { entryId } = await patientWaiting(file.clinicB, 'Hana Elsewhere');
    expect((await file.desk.post(`/api/staff/waitlist/${entryId}/end`, { outcome: 'served' })).statusCode).toBe(404);
    expect((await listOf(file.ownerB)).map((e) => e.id)).toContain(entryId);
    for (const [url, body] of [
      ['/api/staff/waitlist/abc/end', { outcome: 'served' }],
      ['/api/staff/waitlist/0/end', { outcome: 'served' }],
      ['/api/staff/waitlist/99999999999/end', { outcome: 'served' }],
      [`/api/staff/waitlist/${entryId}/end`, { outcome: 'booked' }],
      [`/api/staff/waitlist/${entryId}/end`, {}],
      [`/api/staff/waitlist/${entryId}/end`, { outcome: 'removed', reason: 'x'.repeat(501) }],
    ] as const) {
      expect((await file.desk.post(url, body)).statusCode, url).toBe(400);
    }
    expect((await file.desk.post('/api/staff/waitlist/2147483000/end', { outcome: 'served' })).statusCode).toBe(404);
    const anonymous = await file.app.inject({ method: 'GET', url: '/api/staff/waitlist' });
    expect(anonymous.statusCode).toBe(401);
  });
});
