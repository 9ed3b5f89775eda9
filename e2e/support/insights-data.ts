import { type APIRequestContext, expect } from '@playwright/test';
import { uniqueNational } from './patients';
import { DEMO_PASSWORD, STAFF_CLINIC, clinicDaysAhead } from './staff';

/** A staff account's token at the staff tests' clinic, logged in through the API. */
export async function staffToken(request: APIRequestContext, role: 'owner' | 'reception' | 'doctor') {
  const login = await request.post('/api/staff/login', {
    data: { clinic: STAFF_CLINIC, email: `${role}@${STAFF_CLINIC}.example`, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  return ((await login.json()) as { token: string }).token;
}

/** A date `from` to `to` days ahead, at random: a day no other browser test books (staff book up to a year). */
export function quietDay(from: number, to: number) {
  return clinicDaysAhead(from + Math.floor(Math.random() * (to - from + 1)));
}

/**
 * The desk books on `date` at the clinic open round the clock (two doctors, 00:00–24:00): two new patients, a
 * 15-minute consultation with Dr. Maya Stone (doctor 1) and a 10-minute dressing change with Dr. Omer Gal (doctor
 * 2), and a third visit, cancelled. Known answers for that day: 2 visits, 2 new patients, 1 cancellation (not
 * late: weeks ahead), 25 of 2,880 open minutes booked.
 */
export async function bookKnownDay(request: APIRequestContext, token: string, date: string) {
  const headers = { authorization: `Bearer ${token}` };
  const patient = async (name: string) => {
    const added = await request.post('/api/staff/patients', {
      headers,
      data: { name: `${name} ${uniqueNational()}`, phone: `972${uniqueNational()}` },
    });
    expect(added.ok(), await added.text()).toBeTruthy();
    return ((await added.json()) as { id: number }).id;
  };
  const book = async (patientId: number, treatment: number, doctor: number, start: string) => {
    const booked = await request.post('/api/staff/appointments', {
      headers,
      data: {
        patient_id: patientId,
        branch_id: 1,
        treatment_id: treatment,
        doctor_id: doctor,
        date,
        start_time: start,
      },
    });
    expect(booked.ok(), await booked.text()).toBeTruthy();
    return ((await booked.json()) as { id: number }).id;
  };
  const first = await patient('Insights Patient');
  const second = await patient('Insights Patient');
  await book(first, 1, 1, '10:00');
  await book(second, 2, 2, '11:00');
  const cancelled = await book(first, 1, 1, '12:00');
  const cancel = await request.post(`/api/staff/appointments/${cancelled}/cancel`, {
    headers,
    data: { reason: 'Changed plans' },
  });
  expect(cancel.ok(), await cancel.text()).toBeTruthy();
}
