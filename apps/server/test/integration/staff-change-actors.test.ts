import { describe, expect, it } from 'vitest';
import { createStaffAccountsRepository } from '../helpers/repositories';
import { staffSeriesForFile } from '../helpers/staff-series';
import { visitEventRows } from '../helpers/visit-rows';

// Every change staff make to a visit names the member who made it (decision 020): a series booked, moved and
// cancelled by the desk, and visits a closure of the branch cancels, are events of that member's, never of
// "staff" alone.

const NOW = new Date('2026-12-07T07:00:00Z');
const { file, staff, newPatient, series } = staffSeriesForFile(NOW);

async function staffActor(email: string) {
  const members = await createStaffAccountsRepository(file.database.db).listMembers(file.tenant.id);
  const account = members.find((member) => member.email === email);
  return `staff:${account!.id}`;
}

const eventsOf = async (ids: number[]) =>
  (await visitEventRows(file.database.db, file.tenant.id, ids)).map(({ kind, actor }) => ({ kind, actor }));

describe('the member behind each change', () => {
  it('a series booked, moved and cancelled by the desk names the desk member in every event', async () => {
    const booked = await series(staff.desk, { patient_id: await newPatient(), date: '2027-05-04', count: 3 });
    expect(booked.statusCode, booked.body).toBe(200);
    const { series_id: seriesId, appointment_ids: ids } = booked.json() as {
      series_id: number;
      appointment_ids: number[];
    };
    const moved = await staff.desk.post(`/api/staff/series/${seriesId}/move`, {
      appointment_id: ids[1],
      date: '2027-05-11',
      start_time: '11:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await staff.desk.post(`/api/staff/series/${seriesId}/cancel`, { from_date: '2027-05-11' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const events = await eventsOf(ids);
    expect(events.map((event) => event.kind).sort()).toEqual(
      ['booked', 'booked', 'booked', 'moved', 'moved', 'cancelled', 'cancelled'].sort(),
    );
    const desk = await staffActor('desk@clinic.example');
    expect(events.every((event) => event.actor === desk)).toBe(true);
  });

  it('a branch closure that cancels visits names the owner who closed it', async () => {
    const booked = await series(staff.desk, { patient_id: await newPatient(), date: '2027-06-01', count: 2 });
    expect(booked.statusCode, booked.body).toBe(200);
    const [visitId] = (booked.json() as { appointment_ids: number[] }).appointment_ids;
    const closed = await staff.owner.post('/api/staff/branches/38/closures', {
      from_date: '2027-06-01',
      to_date: '2027-06-01',
      reason: 'Strike',
      cancel_visits: true,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const cancel = (await eventsOf([visitId!])).find((event) => event.kind === 'cancelled');
    expect(cancel?.actor).toBe(await staffActor('owner@clinic.example'));
  });
});
