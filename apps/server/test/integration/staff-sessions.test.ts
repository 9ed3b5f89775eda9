import { describe, expect, it } from 'vitest';
import { staffWorkspaceCall } from '@clinic/contract/staff/staff';
import { createCustomerSession } from '../helpers/sessions';
import { staffCalls, staffClient } from '../helpers/staff';
import { twoClinicsStaffForFile } from '../helpers/two-clinics-staff';

// Monday 2026-12-07, 09:00 in Jerusalem; tests move the clock forward only.
const START = new Date('2026-12-07T07:00:00Z');
let clock = START;
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

const file = twoClinicsStaffForFile(() => clock);

describe('staff sessions', () => {
  it('answers who is logged in and the clinic they work at', async () => {
    const dana = await staffClient(file.app, file.clinicA.key, 'dana@a.example');
    const res = await dana.get('/api/staff/me');
    expect(res.statusCode, res.body).toBe(200);
    const me = staffWorkspaceCall.response.parse(res.json());
    expect(me).toMatchObject({
      name: 'Dr Dana',
      role: 'doctor',
      doctor_id: 1,
      clinic: { key: file.clinicA.key, time_zone: 'Asia/Jerusalem', today: '2026-12-07' },
      // A doctor's menu: the branches where they work (Dr Dana works at the main branch only).
      branches: [{ id: 38, name: 'Main branch' }],
    });
    // The hidden doctor is nobody's column.
    expect(me.doctors.map((d) => d.id)).toEqual([1, 2]);
    expect(me.treatments.find((t) => t.id === 10)).toMatchObject({ duration_minutes: 5, branch_ids: [38] });
    // The desk's menu: every branch.
    const desk = await staffClient(file.app, file.clinicA.key, 'desk@a.example');
    expect(staffWorkspaceCall.response.parse((await desk.get('/api/staff/me')).json()).branches).toEqual([
      { id: 38, name: 'Main branch' },
      { id: 39, name: 'North branch' },
    ]);
  });

  it('needs a bearer token (401 STAFF_SESSION_MISSING) and a live one (401 STAFF_SESSION_INVALID)', async () => {
    for (const authorization of [undefined, 'Basic abc', 'Bearer short', `Bearer ${'x'.repeat(300)}`]) {
      const res = await file.app.inject({
        method: 'GET',
        url: '/api/staff/me',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ success: 0, code: 'STAFF_SESSION_MISSING' });
    }
    const res = await staffCalls(file.app, `stf_${'a'.repeat(43)}`).get('/api/staff/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'STAFF_SESSION_INVALID' });
  });

  it('logout revokes this session only', async () => {
    const first = await staffClient(file.app, file.clinicA.key, 'desk@a.example');
    const second = await staffClient(file.app, file.clinicA.key, 'desk@a.example');
    const out = await first.post('/api/staff/logout');
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ success: 1 });
    for (const res of [await first.get('/api/staff/me'), await first.post('/api/staff/logout')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'STAFF_SESSION_INVALID' });
    }
    expect((await second.get('/api/staff/me')).statusCode).toBe(200);
  });

  it('ends after a working day and a half (14 hours)', async () => {
    const desk = await staffClient(file.app, file.clinicA.key, 'desk@a.example');
    later(13 * 60 + 59);
    expect((await desk.get('/api/staff/me')).statusCode).toBe(200);
    later(2);
    const res = await desk.get('/api/staff/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'STAFF_SESSION_INVALID' });
  });

  it("refuses a patient's session token on staff calls", async () => {
    const patient = await createCustomerSession(file.database.db, file.clinicA, clock);
    const res = await staffCalls(file.app, patient.token).get('/api/staff/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'STAFF_SESSION_INVALID' });
  });

  it("refuses a staff token on a patient's calls", async () => {
    const desk = await staffClient(file.app, file.clinicA.key, 'desk@a.example');
    const res = await file.app.inject({
      method: 'GET',
      url: '/api/bull36/get_appointment_booking_list?cust_id=1&booking_type=upcoming',
      headers: { 'x-tenant-token': file.clinicA.token, authorization: `Bearer ${desk.token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_INVALID' });
  });
});
