import { describe, expect, it } from 'vitest';
import { blockRow } from '../helpers/block-rows';
import { insertAppointment } from '../helpers/payment-fixtures';
import { createCustomerSession } from '../helpers/sessions';
import { agendaOf, staffAgendaForFile } from '../helpers/staff-agenda';

// Monday 2026-12-07, 09:00 in Jerusalem (UTC+2 in winter).
const NOW = new Date('2026-12-07T07:00:00Z');
const { file, staff } = staffAgendaForFile(() => NOW, NOW);

describe('the agenda on the days the clocks change (Asia/Jerusalem)', () => {
  const insertAt = async (startsAt: string, minutes = 60) => {
    const patient = await createCustomerSession(file.database.db, file.allHours, NOW);
    return insertAppointment(file.database.db, {
      tenantId: file.allHours.id,
      customerId: patient.customerId,
      treatmentId: 11,
      branchId: 38,
      doctorId: 1,
      startsAt: new Date(startsAt),
      minutes,
    });
  };

  it('spring forward (Friday 2027-03-26, 02:00 becomes 03:00): wall times either side, the day whole', async () => {
    const midnight = await insertAt('2027-03-25T22:00:00Z', 30); // 00:00 winter time
    const acrossGap = await insertAt('2027-03-25T23:30:00Z'); // 01:30 winter time, one real hour
    const evening = await insertAt('2027-03-26T20:30:00Z', 30); // 23:30 summer time
    await insertAt('2027-03-25T21:00:00Z', 30); // 23:00 on Thursday
    await insertAt('2027-03-26T21:00:00Z', 30); // 00:00 on Saturday
    const day = await agendaOf(staff.allHoursDesk, 'date=2027-03-26&branch=38');
    expect(day.opening).toEqual({ '2027-03-26': [{ start: '00:00', end: '24:00' }] });
    expect(day.visits.map((v) => [v.id, v.date, v.start_time, v.end_time])).toEqual([
      [midnight.id, '2027-03-26', '00:00', '00:30'],
      [acrossGap.id, '2027-03-26', '01:30', '03:30'],
      [evening.id, '2027-03-26', '23:30', '24:00'],
    ]);

    // A 02:00-04:00 block takes the real hour 03:00-04:00: the visit running to 03:30 is inside it.
    const block = (cancelVisits: boolean) =>
      staff.allHoursDesk.post('/api/staff/blocks', {
        branch_id: 38,
        from_date: '2027-03-26',
        to_date: '2027-03-26',
        start_time: '02:00',
        end_time: '04:00',
        reason: 'Clock change',
        cancel_visits: cancelVisits,
      });
    const refused = await block(false);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BLOCK_HAS_VISITS', params: { count: 1 } });
    const made = await block(true);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ cancelled: 1 });
    const after = await agendaOf(staff.allHoursDesk, 'date=2027-03-26&branch=38');
    expect(after.blocks).toEqual([
      expect.objectContaining({ date: '2027-03-26', start_time: '03:00', end_time: '04:00', reason: 'Clock change' }),
    ]);
    expect(after.visits.find((v) => v.id === acrossGap.id)).toMatchObject({ status: 'cancelled' });
  });

  it('fall back (Sunday 2026-10-25, 02:00 becomes 01:00): both 01:30s are on the day, in order', async () => {
    const first = await insertAt('2026-10-24T22:30:00Z', 30); // 01:30 summer time
    const second = await insertAt('2026-10-24T23:30:00Z', 30); // 01:30 winter time
    const week = await agendaOf(staff.allHoursDesk, 'date=2026-10-25&branch=38&days=7');
    expect(week.dates[0]).toBe('2026-10-25');
    expect(week.visits.map((v) => [v.id, v.date, v.start_time, v.end_time])).toEqual([
      [first.id, '2026-10-25', '01:30', '02:00'],
      [second.id, '2026-10-25', '01:30', '02:00'],
    ]);
  });

  it('a 01:00-03:00 block on the fall-back day takes three real hours, shown as 01:00-03:00', async () => {
    // Its visits (above) are past: a block over time gone by refuses nothing and cancels nothing.
    const res = await staff.allHoursDesk.post('/api/staff/blocks', {
      branch_id: 38,
      from_date: '2026-10-25',
      to_date: '2026-10-25',
      start_time: '01:00',
      end_time: '03:00',
      reason: 'Clock change',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelled: 0 });
    const day = await agendaOf(staff.allHoursDesk, 'date=2026-10-25&branch=38');
    expect(day.blocks).toEqual([expect.objectContaining({ start_time: '01:00', end_time: '03:00' })]);
    const block = await blockRow(file.database.db, file.allHours.id, res.json().ids[0]);
    expect(block!.endsAt.getTime() - block!.startsAt.getTime()).toBe(3 * 3_600_000);
  });
});
