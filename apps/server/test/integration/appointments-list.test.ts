import { describe, expect, it } from 'vitest';

import { ZGetAppointmentListResponse } from '@clinic/contract/appointments/appointments';
import { createCustomerSession, type TestCustomer } from '../helpers/sessions';
import { expectError, patientBookingsForFile } from '../helpers/patient-bookings';
import { seedVisits } from '../helpers/visit-rows';

// Monday 2026-06-01, 08:00 in Jerusalem (UTC+3).
const NOW = new Date('2026-06-01T05:00:00Z');
const { file, created } = patientBookingsForFile(NOW);

async function list(who: TestCustomer, bookingType: 'my_booking' | 'upcoming', custId = who.customerId) {
  return file.app.inject({
    method: 'GET',
    url: `/api/bull36/get_appointment_booking_list?cust_id=${custId}&booking_type=${bookingType}`,
    headers: who.headers,
  });
}

describe('GET /api/bull36/get_appointment_booking_list', () => {
  it("lists the customer's own upcoming and past visits with the types and branches maps", async () => {
    const carol = await createCustomerSession(file.database.db, file.tenant, NOW);
    await seedVisits(file.database.db, [
      {
        tenantId: file.tenant.id,
        customerId: carol.customerId,
        branchId: 38,
        treatmentId: 10,
        doctorId: 1,
        startsAt: new Date('2026-05-20T06:00:00Z'),
        endsAt: new Date('2026-05-20T06:05:00Z'),
        priceMinor: 12000,
        paidStatus: 1,
      },
      {
        tenantId: file.tenant.id,
        customerId: carol.customerId,
        branchId: 38,
        treatmentId: 10,
        doctorId: 2,
        startsAt: new Date('2026-05-21T06:00:00Z'),
        endsAt: new Date('2026-05-21T06:05:00Z'),
        priceMinor: 12000,
        status: 'cancelled',
      },
    ]);
    const upcoming = await created(carol, { date: '2026-06-15', start_time: '08:30', appointments_type_id: 12 });
    await created(carol, { date: '2026-06-14', start_time: '16:00' });

    const next = ZGetAppointmentListResponse.parse((await list(carol, 'upcoming')).json()).data;
    expect(next.appointments.map((a) => [a.date, a.start_time, a.end_time])).toEqual([
      ['2026-06-14', '16:00', '16:30'],
      ['2026-06-15', '08:30', '08:45'],
    ]);
    expect(next.appointments[1]).toMatchObject({
      id: upcoming.data.id,
      appointments_type_id: 12,
      branch: 38,
      cancle_status: 0,
      paid_status: 0,
      payment_due: 1,
    });
    expect(next.types).toEqual({ '11': { name: 'Cleaning' }, '12': { name: 'Implant consult' } });
    expect(next.branches).toEqual({ '38': { branch_name: 'Main branch', address: '1 Herzl St, Tel Aviv' } });

    const past = ZGetAppointmentListResponse.parse((await list(carol, 'my_booking')).json()).data;
    expect(past.appointments.map((a) => [a.date, a.start_time, a.cancle_status, a.paid_status])).toEqual([
      ['2026-05-21', '09:00', 1, 0],
      ['2026-05-20', '09:00', 0, 1],
    ]);
    // Names follow the request's language.
    const he = await file.app.inject({
      method: 'GET',
      url: `/api/bull36/get_appointment_booking_list?cust_id=${carol.customerId}&booking_type=upcoming`,
      headers: { ...carol.headers, 'accept-language': 'he' },
    });
    expect(he.json().data.types['11']).toEqual({ name: 'ניקוי' });
  });

  it('answers 403 for another customer and 401 without a session; validates booking_type', async () => {
    expectError(await list(file.alice, 'upcoming', file.bob.customerId), 403, /your own/);
    const anonymous = await file.app.inject({
      method: 'GET',
      url: `/api/bull36/get_appointment_booking_list?cust_id=${file.alice.customerId}`,
      headers: { 'x-tenant-token': file.tenant.token },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await file.app.inject({
      method: 'GET',
      url: `/api/bull36/get_appointment_booking_list?cust_id=${file.alice.customerId}&booking_type=all`,
      headers: file.alice.headers,
    });
    expectError(bad, 400, /booking_type must be my_booking or upcoming/);
    // The default is my_booking.
    const def = await file.app.inject({
      method: 'GET',
      url: `/api/bull36/get_appointment_booking_list?cust_id=${file.alice.customerId}`,
      headers: file.alice.headers,
    });
    expect(def.statusCode).toBe(200);
  });
});
