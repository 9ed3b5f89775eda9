import type { TTimeSlot } from '@clinic/contract/catalog/get-available-time';
import { plusMinutes } from '@clinic/contract/core/wall-time';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { type Patient, tenantToken } from './patients';

/** The clinic the staff tests run at: open round the clock (fixtures/), so a visit today is always possible. */
export const STAFF_CLINIC = 'round-the-clock';
export const DEMO_PASSWORD = 'demo-password';

/** The clinic's time zone this run (e2e/staff-clinic-zone.ts chose it: UTC or twelve hours ahead). */
export const STAFF_ZONE = process.env.E2E_STAFF_ZONE ?? 'UTC';

/** The day of an instant in the clinic's time zone, as YYYY-MM-DD. */
export const clinicDateOf = (instant: Date | string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: STAFF_ZONE }).format(new Date(instant));

/** Today in the clinic's time zone. */
export const clinicToday = () => clinicDateOf(new Date());

/** A day some days after today in the clinic: staff tests that book take a day of their own, clear of the others. */
export const clinicDaysAhead = (days: number) => {
  const [year, month, day] = clinicToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** Logs in on the staff page with the keyboard, as a receptionist would. */
export async function staffLogin(page: Page, labels: { email: string; password: string }, role = 'reception') {
  await page.getByLabel(labels.email).fill(`${role}@${STAFF_CLINIC}.example`);
  await page.getByLabel(labels.password).fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

/** Start times of a treatment today, the patient's way: where one doctor is free for the whole visit (get_available_time). */
export async function freeTimesToday(request: APIRequestContext, treatment: number, date = clinicToday()) {
  const res = await request.get(
    `/api/bull36/get_available_time?data_time=5&branch=1&appointment_type=${treatment}&date=${date}`,
    { headers: { 'x-tenant-token': await tenantToken(request, STAFF_CLINIC) } },
  );
  expect(res.ok(), await res.text()).toBeTruthy();
  const slots = ((await res.json()) as { time_slots?: TTimeSlot[] }).time_slots ?? [];
  return slots.filter((slot) => slot.starts_visit).map((slot) => slot.time);
}

/** The patient books a 15-minute consultation at a start, as the patient site does; answers its id. */
export async function patientBooks(request: APIRequestContext, patient: Patient, date: string, start: string) {
  const res = await request.post('/api/bull36/create_appointment', {
    headers: { 'x-tenant-token': await tenantToken(request, STAFF_CLINIC), authorization: `Bearer ${patient.token}` },
    data: {
      branch: 1,
      date,
      start_time: start,
      end_time: plusMinutes(start, 15),
      appointments_type_id: 1,
      cust_id: Number(patient.customerId),
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { insert_id: number } }).data.insert_id;
}
