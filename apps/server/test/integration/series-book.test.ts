import { describe, expect, it } from 'vitest';
import { createCustomerSession } from '../helpers/sessions';
import { staffSeriesForFile, wallTimes } from '../helpers/staff-series';
import { agendaOf } from '../helpers/staff-agenda';
import { allSeriesRows, patientVisitRows } from '../helpers/visit-rows';

// Monday 2026-12-07, 09:00 in Jerusalem. Israel moves its clocks forward on Friday 2027-03-26.
const NOW = new Date('2026-12-07T07:00:00Z');
const { file, staff, newPatient, series, visitsOfSeries } = staffSeriesForFile(NOW);

describe('POST /api/staff/series', () => {
  it('books every Tuesday at 10:00 for six weeks across the spring clock change, each at the wall time', async () => {
    const session = await createCustomerSession(file.database.db, file.tenant, NOW);
    const patient = session.customerId;
    const res = await series(staff.desk, { patient_id: patient, date: '2027-03-02', count: 6 });
    expect(res.statusCode, res.body).toBe(200);
    const { series_id: seriesId, appointment_ids: ids } = res.json() as {
      series_id: number;
      appointment_ids: number[];
    };
    expect(ids).toHaveLength(6);
    const rows = await visitsOfSeries(seriesId);
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(wallTimes(rows)).toEqual(
      ['2027-03-02', '2027-03-09', '2027-03-16', '2027-03-23', '2027-03-30', '2027-04-06'].map((date) => ({
        date,
        time: '10:00',
      })),
    );
    // The same wall time is a different instant once the clocks moved: 08:00 UTC in winter, 07:00 in summer.
    expect(rows[3]!.startsAt.toISOString()).toBe('2027-03-23T08:00:00.000Z');
    expect(rows[4]!.startsAt.toISOString()).toBe('2027-03-30T07:00:00.000Z');
    expect(rows.every((row) => row.doctorId === 1 && row.customerId === patient && row.status === 'active')).toBe(true);

    // The agenda marks each as part of its series.
    const onAgenda = (await agendaOf(staff.desk, 'date=2027-03-02&branch=38')).visits;
    expect(onAgenda.find((visit) => visit.id === ids[0])?.series_id).toBe(seriesId);

    // My appointments shows them as visits like any other, each marked part of a series.
    const list = await file.app.inject({
      method: 'GET',
      url: `/api/bull36/get_appointment_booking_list?cust_id=${patient}&booking_type=upcoming`,
      headers: session.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const listed = (list.json() as { data: { appointments: Array<{ id: number; in_series: number }> } }).data
      .appointments;
    expect(listed.map((visit) => visit.id)).toEqual(ids);
    expect(listed.every((visit) => visit.in_series === 1)).toBe(true);

    const audit = (await staff.owner.get('/api/staff/audit?action=series.booked')).json() as {
      entries: Array<{ target_id: number }>;
    };
    expect(audit.entries.map((entry) => entry.target_id)).toContain(seriesId);
  });

  it('books every other week until a last date', async () => {
    const res = await series(staff.desk, {
      patient_id: await newPatient(),
      date: '2027-01-05',
      every_weeks: 2,
      until: '2027-02-16',
      start_time: '12:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await visitsOfSeries(res.json().series_id);
    expect(wallTimes(rows).map((wall) => wall.date)).toEqual(['2027-01-05', '2027-01-19', '2027-02-02', '2027-02-16']);
  });

  it('writes nothing when a date is taken or blocked, and names each with the nearest free time that day', async () => {
    // Another patient has doctor 1 at 14:00 on the third Wednesday; the fifth is blocked all day.
    const other = await staff.desk.post('/api/staff/appointments', {
      patient_id: await newPatient(),
      branch_id: 38,
      treatment_id: 11,
      doctor_id: 1,
      date: '2027-01-20',
      start_time: '14:00',
    });
    expect(other.statusCode, other.body).toBe(200);
    const block = await staff.desk.post('/api/staff/blocks', {
      branch_id: 38,
      doctor_id: 1,
      from_date: '2027-02-03',
      to_date: '2027-02-03',
      start_time: '08:00',
      end_time: '18:00',
      reason: 'Conference',
    });
    expect(block.statusCode, block.body).toBe(200);
    const seriesBefore = await allSeriesRows(file.database.db);
    const patient = await newPatient();

    const res = await series(staff.desk, { patient_id: patient, date: '2027-01-06', count: 6, start_time: '14:00' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SERIES_CONFLICT',
      params: {
        count: 2,
        conflicts: [
          // 13:30 and 14:30 are as near; the earlier is offered.
          { date: '2027-01-20', nearest_time: '13:30' },
          { date: '2027-02-03', nearest_time: null },
        ],
      },
    });
    const written = (await patientVisitRows(file.database.db, patient)).filter(
      (visit) => visit.tenantId === file.tenant.id,
    );
    expect(written).toEqual([]);
    expect(await allSeriesRows(file.database.db)).toHaveLength(seriesBefore.length);

    // Moved to a free hour, the same series books whole.
    const moved = await series(staff.desk, { patient_id: patient, date: '2027-01-06', count: 4, start_time: '16:00' });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('is not held to the patient limit of upcoming visits, and two series racing for one time never both book', async () => {
    const patient = await newPatient();
    const long = await series(staff.desk, { patient_id: patient, date: '2027-05-04', count: 12, start_time: '09:00' });
    expect(long.statusCode, long.body).toBe(200);
    expect(long.json().appointment_ids).toHaveLength(12);

    const racers = await Promise.all(
      [1, 2, 3].map(async () =>
        series(staff.desk, { patient_id: await newPatient(), date: '2027-05-05', count: 4, start_time: '09:00' }),
      ),
    );
    expect(racers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses a doctor account booking another doctor, and bad rules with 400', async () => {
    // Added by Dana herself: a doctor books only patients she opens, or adds (decision 015).
    const added = await staff.drDana.post('/api/staff/patients', { name: 'Series Dana', phone: '972509990001' });
    const patient = (added.json() as { id: number }).id;
    const forbidden = await series(staff.drDana, { patient_id: patient, doctor_id: 2, date: '2027-06-01', count: 2 });
    expect(forbidden.statusCode).toBe(403);
    const own = await series(staff.drDana, { patient_id: patient, date: '2027-06-01', count: 2 });
    expect(own.statusCode, own.body).toBe(200);

    for (const bad of [
      { count: 27 },
      { count: 1 },
      { count: 3, every_weeks: 5 },
      { count: 3, until: '2027-07-01' },
      {},
    ]) {
      const res = await series(staff.desk, { patient_id: patient, date: '2027-06-02', ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
