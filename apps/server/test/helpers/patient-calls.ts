import type { FastifyInstance } from 'fastify';
import type { TGetAvailableTimeResponse } from '@clinic/contract/catalog/get-available-time';
import type { TestCustomer } from './sessions';

type SlotQuery = { date: string; treatment?: number; branch?: number };

/** The patient site's calls the staff tests watch: free times, booking and My appointments. */
export function patientCalls(app: FastifyInstance, tenant: { token: string }) {
  async function slots(query: SlotQuery) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/bull36/get_available_time?branch=${query.branch ?? 38}&appointment_type=${query.treatment ?? 11}&date=${query.date}`,
      headers: { 'x-tenant-token': tenant.token },
    });
    if (res.statusCode !== 200) throw new Error(`get_available_time: ${res.body}`);
    return (res.json() as TGetAvailableTimeResponse).time_slots;
  }

  return {
    /** get_available_time: the start times offered as available. */
    freeTimes: async (query: SlotQuery) => (await slots(query)).filter((s) => s.available).map((s) => s.time),

    /** get_available_time: the times a visit of the treatment can start (one doctor free for all of it). */
    startTimes: async (query: SlotQuery) => (await slots(query)).filter((s) => s.starts_visit).map((s) => s.time),

    /** create_appointment by a logged-in patient (end_time is the server's to compute). */
    book: (
      patient: TestCustomer,
      body: { date: string; start_time: string; treatment?: number; branch?: number },
      remoteAddress?: string,
    ) =>
      app.inject({
        method: 'POST',
        url: '/api/bull36/create_appointment',
        headers: patient.headers,
        ...(remoteAddress ? { remoteAddress } : {}),
        payload: {
          branch: body.branch ?? 38,
          date: body.date,
          start_time: body.start_time,
          end_time: body.start_time,
          appointments_type_id: body.treatment ?? 11,
          cust_id: patient.customerId,
        },
      }),

    /** get_appointment_booking_list of the patient, upcoming visits. */
    upcoming: async (patient: TestCustomer) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/bull36/get_appointment_booking_list?cust_id=${patient.customerId}&booking_type=upcoming`,
        headers: patient.headers,
      });
      if (res.statusCode !== 200) throw new Error(`get_appointment_booking_list: ${res.body}`);
      return res;
    },
  };
}
