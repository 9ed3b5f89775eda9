import { type APIRequestContext, expect } from '@playwright/test';
import { plusMinutes } from '@clinic/contract/core/wall-time';
import type { TTimeSlot } from '@clinic/contract/catalog/get-available-time';
import { type Patient, tenantToken } from './patients';

/** A treatment paid by card when booked, at a clinic's branch. */
export type PaidTreatment = { clinic: string; branch: number; treatment: number; minutes: number };

/**
 * The patient books the treatment through the API and pays by card (the sandbox's test card) what it asks online:
 * the latest free time of the first day `from`..`to` days ahead that has one. Answers the visit's id, day and time.
 */
export async function bookAndPayByCard(
  request: APIRequestContext,
  patient: Patient,
  visit: PaidTreatment,
  days: { from: number; to: number },
) {
  const headers = {
    'x-tenant-token': await tenantToken(request, visit.clinic),
    authorization: `Bearer ${patient.token}`,
  };
  for (let d = days.from; d <= days.to; d++) {
    const date = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const times = await request.get(
      `/api/bull36/get_available_time?data_time=5&branch=${visit.branch}&appointment_type=${visit.treatment}&date=${date}`,
      { headers },
    );
    const slots = ((await times.json()) as { time_slots?: TTimeSlot[] }).time_slots ?? [];
    // From the end of the day: the page-driven booking tests take the first free times.
    for (const start of slots
      .filter((s) => s.starts_visit)
      .map((s) => s.time)
      .reverse()) {
      const booked = await request.post('/api/bull36/create_appointment', {
        headers,
        data: {
          branch: visit.branch,
          date,
          start_time: start,
          end_time: plusMinutes(start, visit.minutes),
          appointments_type_id: visit.treatment,
          cust_id: Number(patient.customerId),
        },
      });
      if (!booked.ok()) continue;
      const id = ((await booked.json()) as { data: { insert_id: number } }).data.insert_id;
      const paid = await request.post('/api/bull36/charge_appointment', {
        headers,
        data: {
          appointmentId: id,
          cardNumber: '4242424242424242',
          expiryMonth: '12',
          expiryYear: String(new Date().getFullYear() + 2),
          cvc: '123',
          cardholderName: 'Dana Levi',
        },
      });
      expect(paid.ok(), await paid.text()).toBeTruthy();
      return { id, date, start };
    }
  }
  throw new Error('no free time to book');
}
