import { beforeAll, describe, expect, it } from 'vitest';
import { formatPhoneIn } from '@clinic/contract/identity/phone-format';
import type { TFamilyMember } from '@clinic/contract/identity/family';
import { sqlStateOf } from '../../src/db/driver-errors';
import { outboxWith, phoneOf, testClock } from '../helpers/messaging';
import { createCustomerSession } from '../helpers/sessions';
import { staffClient } from '../helpers/staff';
import { familyBookingsForFile, member } from '../helpers/family-bookings';
import { agendaOf } from '../helpers/staff-agenda';
import { seedVisit } from '../helpers/visit-rows';

// Family members under one phone account (issue #21): a patient keeps their own, never sees another's, books
// for them (one person's visits never overlap; two people of one account may be seen at once), and My
// appointments, the staff agenda and WhatsApp name whose visit it is.

const clock = testClock('2026-12-01T06:00:00Z'); // Tuesday 08:00 in Jerusalem
const { file, add, added, familyOf, book, booked, upcoming } = familyBookingsForFile(clock.now);

describe('GET/POST /api/family, PUT/DELETE /api/family/:id', () => {
  it('adds, lists and edits own members; a wrong field is refused by name', async () => {
    const noa = await added(file.parent, member('Noa'));
    expect(noa).toMatchObject({ name: 'Noa', age: 7, gender: 'female', relation: 'child' });
    const cases: Array<[object, string]> = [
      [member(' '), 'name'],
      [member('Noa', { age: 121 }), 'age'],
      [member('Noa', { age: 'seven' }), 'age'],
      [member('Noa', { gender: 'x' }), 'gender'],
      [member('Noa', { relation: 'cousin' }), 'relation'],
      [{ age: 3, gender: 'male', relation: 'child' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await add(file.parent, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: 0, code: 'BAD_REQUEST', message: expect.stringContaining(field) });
    }
    const edited = await file.app.inject({
      method: 'PUT',
      url: `/api/family/${noa.id}`,
      headers: file.parent.headers,
      payload: member('Noa Cohen', { age: 8 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await familyOf(file.parent)).toEqual([{ ...noa, name: 'Noa Cohen', age: 8 }]);
  });

  it("never shows or changes another patient's member: 404, and their list is their own", async () => {
    const [noa] = await familyOf(file.parent);
    expect(await familyOf(file.neighbour)).toEqual([]);
    const put = await file.app.inject({
      method: 'PUT',
      url: `/api/family/${noa!.id}`,
      headers: file.neighbour.headers,
      payload: member('Mine now'),
    });
    expect(put.statusCode, put.body).toBe(404);
    expect(put.json()).toMatchObject({ code: 'FAMILY_MEMBER_NOT_FOUND' });
    const del = await file.app.inject({
      method: 'DELETE',
      url: `/api/family/${noa!.id}`,
      headers: file.neighbour.headers,
    });
    expect(del.statusCode, del.body).toBe(404);
    expect(await familyOf(file.parent)).toEqual([noa]);
  });

  it('keeps at most 10 members; removing one makes room', async () => {
    const crowded = await createCustomerSession(file.database.db, file.tenant, clock.now());
    const members = [];
    for (let i = 1; i <= 10; i++) members.push(await added(crowded, member(`Child ${i}`)));
    const eleventh = await add(crowded, member('Child 11'));
    expect(eleventh.statusCode, eleventh.body).toBe(409);
    expect(eleventh.json()).toMatchObject({ code: 'FAMILY_MEMBERS_LIMIT', params: { count: 10 } });
    const removed = await file.app.inject({
      method: 'DELETE',
      url: `/api/family/${members[0]!.id}`,
      headers: crowded.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await familyOf(crowded)).map((m) => m.name)).not.toContain('Child 1');
    await added(crowded, member('Child 11'));
  });
});

describe('booking for a family member', () => {
  let noa: TFamilyMember;
  let tom: TFamilyMember;

  beforeAll(async () => {
    noa = (await familyOf(file.parent))[0]!;
    tom = await added(file.parent, member('Tom', { age: 5, gender: 'male' }));
  });

  it('books two children at the same time with two doctors; one person never twice at once', async () => {
    const first = await booked(file.parent, { date: '2026-12-02', start_time: '10:00', family_member_id: noa.id });
    await booked(file.parent, { date: '2026-12-02', start_time: '10:00', family_member_id: tom.id });
    // The account holder is one person too: free at 12:00 while Noa is seen at 12:00 by the other doctor.
    await booked(file.parent, { date: '2026-12-02', start_time: '12:00' });
    await booked(file.parent, { date: '2026-12-02', start_time: '12:00', family_member_id: noa.id });
    // Tom at 11:15 overlaps his 11:00-11:30, though a doctor is free then; so does the parent's 13:15 their 13:00.
    await booked(file.parent, { date: '2026-12-02', start_time: '11:00', family_member_id: tom.id });
    const busy = await book(file.parent, { date: '2026-12-02', start_time: '11:15', family_member_id: tom.id });
    expect(busy.statusCode, busy.body).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'PATIENT_BUSY' });
    await booked(file.parent, { date: '2026-12-02', start_time: '13:00' });
    const selfBusy = await book(file.parent, { date: '2026-12-02', start_time: '13:15' });
    expect(selfBusy.statusCode, selfBusy.body).toBe(409);
    expect(selfBusy.json()).toMatchObject({ code: 'PATIENT_BUSY' });
    // Both doctors are seen at 10:00, one of them by Noa: Noa again is told she is busy; the parent, free then,
    // and another patient are told the time is taken.
    const noaAgain = await book(file.parent, { date: '2026-12-02', start_time: '10:00', family_member_id: noa.id });
    expect(noaAgain.statusCode, noaAgain.body).toBe(409);
    expect(noaAgain.json()).toMatchObject({ code: 'PATIENT_BUSY' });
    for (const patient of [file.parent, file.neighbour]) {
      const taken = await book(patient, { date: '2026-12-02', start_time: '10:00' });
      expect(taken.statusCode, taken.body).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    }
    // Noa is free at 11:15: another person of the account.
    await booked(file.parent, { date: '2026-12-02', start_time: '11:15', family_member_id: noa.id });

    const list = await upcoming(file.parent);
    expect(list.find((v) => Number(v.id) === first)?.family_member).toEqual({ id: noa.id, name: 'Noa Cohen' });
    const whose = list.map((v) => `${v.start_time} ${v.family_member?.name ?? 'me'}`);
    expect(whose).toEqual([
      '10:00 Noa Cohen',
      '10:00 Tom',
      '11:00 Tom',
      '11:15 Noa Cohen',
      '12:00 me',
      '12:00 Noa Cohen',
      '13:00 me',
    ]);
  });

  it("refuses another patient's member or a removed one (403) and books nothing", async () => {
    const mine = await added(file.neighbour, member('Dan'));
    const other = await book(file.parent, { date: '2026-12-03', start_time: '10:00', family_member_id: mine.id });
    expect(other.statusCode, other.body).toBe(403);
    expect(other.json()).toMatchObject({ code: 'NOT_YOUR_FAMILY_MEMBER' });
    const unknown = await book(file.parent, { date: '2026-12-03', start_time: '10:00', family_member_id: 999_999 });
    expect(unknown.statusCode, unknown.body).toBe(403);
    const gone = await added(file.parent, member('Gone'));
    await file.app.inject({ method: 'DELETE', url: `/api/family/${gone.id}`, headers: file.parent.headers });
    const removed = await book(file.parent, { date: '2026-12-03', start_time: '10:00', family_member_id: gone.id });
    expect(removed.statusCode, removed.body).toBe(403);
    expect((await upcoming(file.parent)).filter((v) => v.date === '2026-12-03')).toEqual([]);
  });

  it('a moved visit stays the member’s; a member with upcoming visits is not removed until they are cancelled', async () => {
    const id = await booked(file.parent, { date: '2026-12-03', start_time: '09:00', family_member_id: tom.id });
    const moved = await file.app.inject({
      method: 'POST',
      url: '/api/bull36/update_appointment',
      headers: file.parent.headers,
      payload: { appointment_id: id, date: '2026-12-03', start_time: '14:00', end_time: '14:30' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const visit = (await upcoming(file.parent)).find((v) => Number(v.id) === id);
    expect(visit).toMatchObject({ start_time: '14:00', family_member: { id: tom.id, name: 'Tom' } });

    const sam = await added(file.parent, member('Sam'));
    const samVisit = await booked(file.parent, { date: '2026-12-07', start_time: '09:00', family_member_id: sam.id });
    const refused = await file.app.inject({
      method: 'DELETE',
      url: `/api/family/${sam.id}`,
      headers: file.parent.headers,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'FAMILY_MEMBER_HAS_VISITS' });
    const cancelled = await file.app.inject({
      method: 'POST',
      url: '/api/bull36/cancel_appointment',
      headers: file.parent.headers,
      payload: { cust_id: file.parent.customerId, appointment_id: samVisit },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const removed = await file.app.inject({
      method: 'DELETE',
      url: `/api/family/${sam.id}`,
      headers: file.parent.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // The cancelled visit still says whose it was.
    expect((await upcoming(file.parent)).find((v) => Number(v.id) === samVisit)?.family_member).toEqual({
      id: sam.id,
      name: 'Sam',
    });
  });

  it("names the member on WhatsApp and in the staff agenda, beside the account holder's phone", async () => {
    const phone = await phoneOf(file.database.db, file.tenant.id, file.parent.customerId);
    const confirmations = await outboxWith(file.app, phone, 'confirmation', 5);
    expect(confirmations.some((m) => m.text.includes('For: Tom'))).toBe(true);
    expect(confirmations.some((m) => m.text.includes('For: Noa Cohen'))).toBe(true);

    const desk = await staffClient(file.app, file.tenant.key, 'desk@clinic.example');
    // A day's answer carries each visit's phone as the (Israeli) clinic writes it: the account holder's, for the
    // members' visits too.
    const written = formatPhoneIn(phone, 'IL');
    expect(written).toMatch(/^05\d-\d{3}-\d{4}$/);
    const visits = (await agendaOf(desk, 'date=2026-12-02&branch=38')).visits.filter(
      (v) => v.patient_phone === written,
    );
    // Visits of one time come in the doctors' order: sorted, the names of each time.
    expect(visits.map((v) => `${v.start_time} ${v.family_member_name ?? '-'}`).sort()).toEqual([
      '10:00 Noa Cohen',
      '10:00 Tom',
      '11:00 Tom',
      '11:15 Noa Cohen',
      '12:00 -',
      '12:00 Noa Cohen',
      '13:00 -',
    ]);
  });

  it("lets staff book for one of the patient's members, not another patient's", async () => {
    const desk = await staffClient(file.app, file.tenant.key, 'desk@clinic.example');
    const staffBook = (familyMemberId: number) =>
      desk.post('/api/staff/appointments', {
        patient_id: file.parent.customerId,
        branch_id: 38,
        treatment_id: 11,
        date: '2026-12-08',
        start_time: '09:00',
        family_member_id: familyMemberId,
      });
    const [dan] = await familyOf(file.neighbour);
    const refused = await staffBook(dan!.id);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'NOT_YOUR_FAMILY_MEMBER' });
    const ok = await staffBook(noa.id);
    expect(ok.statusCode, ok.body).toBe(200);
    const id = (ok.json() as { id: number }).id;
    expect((await upcoming(file.parent)).find((v) => Number(v.id) === id)?.family_member?.name).toBe('Noa Cohen');
  });
});

describe('the database keeps one person’s visits apart (PostgreSQL and PGlite alike)', () => {
  const visit = (customerId: number, familyMemberId: number | null, doctorId: number, at: string) =>
    seedVisit(file.database.db, {
      tenantId: file.tenant.id,
      customerId,
      familyMemberId,
      treatmentId: 11,
      branchId: 38,
      doctorId,
      startsAt: new Date(at),
      endsAt: new Date(new Date(at).getTime() + 30 * 60_000),
      priceMinor: 0,
    });
  const refusal = async (insert: Promise<unknown>) => {
    try {
      await insert;
    } catch (error) {
      return { state: sqlStateOf(error), text: String((error as { cause?: unknown }).cause ?? error) };
    }
    return undefined;
  };

  it('refuses one person twice at once, lets two people of one account overlap, and only own members', async () => {
    const family = await createCustomerSession(file.database.db, file.tenant, clock.now());
    const [a, b] = [await added(family, member('A')), await added(family, member('B'))];
    const at = '2027-01-10T08:00:00Z';
    await visit(family.customerId, a.id, 1, at);
    await visit(family.customerId, b.id, 2, at);
    await visit(family.customerId, null, 3, at);
    const twice = await refusal(visit(family.customerId, a.id, 4, '2027-01-10T08:15:00Z'));
    expect(twice?.state).toBe('23P01');
    expect(twice?.text).toContain('appointments_patient_no_overlap');
    const selfTwice = await refusal(visit(family.customerId, null, 4, '2027-01-10T08:15:00Z'));
    expect(selfTwice?.state).toBe('23P01');
    // A member of another account is no member of this one.
    const [dan] = await familyOf(file.neighbour);
    const foreign = await refusal(visit(family.customerId, dan!.id, 4, '2027-01-11T08:00:00Z'));
    expect(foreign?.state).toBe('23503');
  });
});
