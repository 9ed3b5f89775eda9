import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  appointments,
  auditLog,
  customers,
  familyMembers,
  otpCodes,
  outboundMessages,
  payments,
} from '../../src/db/schema';
import { childNameOf, dataRightsWorld, exportOf, rowsWhere } from '../helpers/data-rights';
import { dumpAllTables } from '../helpers/payment-fixtures';
import { createTestDatabase } from '../helpers/test-db';

// A patient's erasure (issue #33, decision 013): only after a fresh code; every rule of what goes and what stays; in
// one transaction; the phone free to register again.

let database: Database;
let world: Awaited<ReturnType<typeof dataRightsWorld>>;
type Patient = Awaited<ReturnType<typeof world.patients.login>>;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await dataRightsWorld(database);
});
afterAll(async () => {
  await world.app.close();
  await database.close();
});

const customerRow = async (id: number) =>
  (
    await database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, world.tenant.id), eq(customers.id, id)))
  )[0]!;
const visitRow = async (id: number) =>
  (
    await database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.tenantId, world.tenant.id), eq(appointments.id, id)))
  )[0]!;

describe('POST /api/me/erase refuses', () => {
  let patient: Patient;
  beforeAll(async () => {
    patient = await world.patients.login();
  });

  it('without a code confirmed in this session (403 ERASURE_CODE_REQUIRED)', async () => {
    const res = await patient.erase();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ERASURE_CODE_REQUIRED' });
  });

  it('without { confirm: true } (400)', async () => {
    const res = await patient.call('POST', '/api/me/erase', { confirm: false });
    expect(res.statusCode).toBe(400);
  });

  it('a wrong code, and a confirmation older than 5 minutes', async () => {
    await patient.call('POST', '/api/me/erase/code');
    const wrong = await patient.call('POST', '/api/me/erase/confirm', { otp: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID' });
    const confirmed = await patient.confirmWithCode();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ success: 1, valid_until: '2026-12-01T06:05:00.000Z' });
    world.clock.advance(5 * 60_000 + 1_000);
    try {
      const late = await patient.erase();
      expect(late.statusCode).toBe(403);
      expect(late.json()).toMatchObject({ code: 'ERASURE_CODE_REQUIRED' });
    } finally {
      world.clock.set('2026-12-01T06:00:00Z');
    }
    expect((await customerRow(patient.id)).erasedAt).toBeNull();
  });

  it("a code confirmed in another session of the same patient (the confirmation is the session's)", async () => {
    const elsewhere = await world.patients.login();
    const other = await elsewhere.otherSession();
    expect((await other('POST', '/api/me/erase/code')).statusCode).toBe(200);
    const code = await world.patients.identity.latestCode(elsewhere.phone);
    expect((await other('POST', '/api/me/erase/confirm', { otp: code })).statusCode).toBe(200);
    const res = await elsewhere.erase();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ERASURE_CODE_REQUIRED' });
  });
});

describe('a confirmed erasure', () => {
  let noa: Patient;
  let neighbour: Patient;
  let trail: Awaited<ReturnType<typeof world.patients.withHistory>>;
  let answer: { success: number; cancelled_visits: number };

  beforeAll(async () => {
    noa = await world.patients.login();
    neighbour = await world.patients.login();
    trail = await world.patients.withHistory(noa, 9);
    await world.patients.withHistory(neighbour, 13);
    const owner = await world.staff('owner');
    await owner.post(`/api/staff/patients/${noa.id}/notes`, { notes: 'Prefers mornings' });
    expect((await noa.confirmWithCode()).statusCode).toBe(200);
    const res = await noa.erase();
    expect(res.statusCode, res.body).toBe(200);
    answer = res.json();
  });

  it('cancels the upcoming visits of the patient and the family, and refunds the paid one', async () => {
    expect(answer).toEqual({ success: 1, cancelled_visits: 3 });
    for (const id of [trail.own, trail.childVisit, trail.paid]) expect((await visitRow(id)).status).toBe('cancelled');
    const [payment] = await database.db.select().from(payments).where(eq(payments.appointmentId, trail.paid));
    // The clinic keeps the payment (tax records): amount and card's last digits, the visit it paid, refunded.
    expect(payment).toMatchObject({ status: 'refunded', amountMinor: 10_000, cardLast4: '4242' });
  });

  it('keeps past visits as anonymous facts, without the free text written beside them', async () => {
    const past = await visitRow(trail.past);
    expect(past).toMatchObject({ customerId: noa.id, status: 'cancelled', cancelReason: null });
  });

  it('replaces name, phone, email and notes by the anonymous marker, and the family members too', async () => {
    expect(await customerRow(noa.id)).toMatchObject({
      name: '[erased]',
      phone: `erased:${noa.id}`,
      email: null,
      age: null,
      gender: null,
      staffNotes: null,
    });
    expect((await customerRow(noa.id)).erasedAt).toEqual(new Date('2026-12-01T06:00:00Z'));
    const [child] = await database.db.select().from(familyMembers).where(eq(familyMembers.id, trail.childId));
    expect(child).toMatchObject({ name: '[erased]', age: 0, relation: 'other' });
    expect(child!.removedAt).not.toBeNull();
  });

  it('scrubs the WhatsApp messages and codes of the phone, and the contact-form message', async () => {
    const messages = await database.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.tenantId, world.tenant.id), eq(outboundMessages.customerId, noa.id)));
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(m).toMatchObject({ phone: `erased:${noa.id}`, body: null });
    expect(
      await database.db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.phone, `+${noa.phone}`)),
    ).toEqual([]);
    const contact = await rowsWhere<{ name: string; message: string }>(
      database,
      sql`select name, message from contact_messages where tenant_id = ${world.tenant.id} order by id`,
    );
    expect(contact[0]).toEqual({ name: '[erased]', message: '[erased]' });
    expect(contact[1]).toMatchObject({ message: 'Is parking free?' }); // the neighbour's stays
  });

  it('leaves nothing of the person anywhere in the database', async () => {
    const dump = await dumpAllTables(database.db);
    for (const trace of [noa.phone, noa.phone.slice(3), childNameOf(noa), 'Prefers mornings']) {
      expect(dump).not.toContain(trace);
    }
    // The neighbour (also registered as Noa Levi) is untouched.
    expect(await customerRow(neighbour.id)).toMatchObject({ name: 'Noa Levi', phone: `+${neighbour.phone}` });
  });

  it("keeps the audit log's facts without what it recorded of the person", async () => {
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.tenantId, world.tenant.id), eq(auditLog.targetId, noa.id), eq(auditLog.targetType, 'patient')),
      );
    const notes = entries.find((e) => e.action === 'patient.notes_changed')!;
    expect(notes).toMatchObject({ staffName: 'owner', before: null, after: null });
    const erased = entries.find((e) => e.action === 'patient.self_erased')!;
    expect(erased).toMatchObject({ staffId: 0, after: { cancelled_visits: 3, refunds_owed: 1 } });
    // Outside an erasure the log still refuses any change.
    await expect(database.db.update(auditLog).set({ after: null }).where(eq(auditLog.id, erased.id))).rejects.toThrow();
  });

  it('ends the session', async () => {
    const res = await noa.exportData();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_INVALID' });
  });

  it('finds nobody when staff search the phone', async () => {
    const reception = await world.staff('reception');
    for (const q of [noa.phone, `0${noa.phone.slice(3)}`, noa.phone.slice(-7)]) {
      const res = await reception.get(`/api/staff/patients?q=${q}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ patients: [] });
    }
  });

  it('lets the phone register again as a new patient with no visits', async () => {
    const again = await world.patients.login(noa.phone);
    expect(again.id).not.toBe(noa.id);
    const data = exportOf(await again.exportData());
    expect(data.visits).toEqual([]);
    expect(data.family_members).toEqual([]);
    expect(data.contact_messages).toEqual([]);
    expect(data.patient).toMatchObject({ name: 'Noa Levi', phone: `+${noa.phone}` });
  });
});
