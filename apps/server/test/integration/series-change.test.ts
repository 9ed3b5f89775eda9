import { describe, expect, it } from 'vitest';
import { staffSeriesForFile, wallTimes } from '../helpers/staff-series';

// Monday 2026-12-07, 09:00 in Jerusalem. Israel moves its clocks forward on Friday 2027-03-26.
const NOW = new Date('2026-12-07T07:00:00Z');
const { staff, newPatient, series, visitsOfSeries } = staffSeriesForFile(NOW);

describe('POST /api/staff/series/:id/cancel', () => {
  it('cancels the visit of a date and every later one; earlier visits stay', async () => {
    const booked = await series(staff.desk, {
      patient_id: await newPatient(),
      date: '2027-08-03',
      count: 4,
      start_time: '11:00',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const { series_id: seriesId, appointment_ids: ids } = booked.json() as {
      series_id: number;
      appointment_ids: number[];
    };

    const res = await staff.desk.post(`/api/staff/series/${seriesId}/cancel`, {
      from_date: '2027-08-17',
      reason: 'Healed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancelled_ids).toEqual(ids.slice(2));
    const rows = await visitsOfSeries(seriesId);
    expect(rows.map((row) => row.status)).toEqual(['active', 'active', 'cancelled', 'cancelled']);
    expect(rows[2]!.cancelReason).toBe('Healed');

    // The freed times are free again to patients and staff.
    const again = await series(staff.desk, {
      patient_id: await newPatient(),
      date: '2027-08-17',
      count: 2,
      start_time: '11:00',
    });
    expect(again.statusCode, again.body).toBe(200);

    expect((await staff.desk.post('/api/staff/series/999999/cancel', { from_date: '2027-08-17' })).statusCode).toBe(
      404,
    );
    const otherDoctor = await series(staff.desk, {
      patient_id: await newPatient(),
      doctor_id: 2,
      date: '2027-08-03',
      count: 2,
    });
    const foreign = await staff.drDana.post(`/api/staff/series/${otherDoctor.json().series_id}/cancel`, {
      from_date: '2027-08-03',
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('POST /api/staff/series/:id/move (this and later)', () => {
  it('moves a visit and every later one by the same days to the new time; earlier ones stay', async () => {
    const booked = await series(staff.desk, {
      patient_id: await newPatient(),
      date: '2027-09-07',
      count: 4,
      start_time: '15:00',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const { series_id: seriesId, appointment_ids: ids } = booked.json() as {
      series_id: number;
      appointment_ids: number[];
    };

    // Skip a week from the second visit on: each lands where the next one was, an hour earlier.
    const res = await staff.desk.post(`/api/staff/series/${seriesId}/move`, {
      appointment_id: ids[1],
      date: '2027-09-21',
      start_time: '14:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect([...res.json().moved_ids].sort()).toEqual(ids.slice(1).sort());
    expect(wallTimes(await visitsOfSeries(seriesId))).toEqual([
      { date: '2027-09-07', time: '15:00' },
      { date: '2027-09-21', time: '14:00' },
      { date: '2027-09-28', time: '14:00' },
      { date: '2027-10-05', time: '14:00' },
    ]);
    const audit = (await staff.owner.get('/api/staff/audit?action=series.moved')).json() as {
      entries: Array<{ target_id: number }>;
    };
    expect(audit.entries.map((entry) => entry.target_id)).toContain(seriesId);
  });

  it('moves nothing when a new date cannot take it, and names that date', async () => {
    const booked = await series(staff.desk, {
      patient_id: await newPatient(),
      date: '2027-11-02',
      count: 3,
      start_time: '13:00',
    });
    const { series_id: seriesId, appointment_ids: ids } = booked.json() as {
      series_id: number;
      appointment_ids: number[];
    };
    // Moved to Thursdays, the second would land on a day doctor 1 is away.
    const away = await staff.desk.post('/api/staff/blocks', {
      branch_id: 38,
      doctor_id: 1,
      from_date: '2027-11-11',
      to_date: '2027-11-11',
      start_time: '08:00',
      end_time: '18:00',
      reason: 'Away',
    });
    expect(away.statusCode, away.body).toBe(200);
    const res = await staff.desk.post(`/api/staff/series/${seriesId}/move`, {
      appointment_id: ids[0],
      date: '2027-11-04',
      start_time: '13:00',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SERIES_CONFLICT',
      params: { conflicts: [{ date: '2027-11-11', nearest_time: null }] },
    });
    expect(wallTimes(await visitsOfSeries(seriesId)).map((wall) => wall.date)).toEqual([
      '2027-11-02',
      '2027-11-09',
      '2027-11-16',
    ]);
  });
});
