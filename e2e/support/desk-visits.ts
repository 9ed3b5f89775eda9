import { type APIRequestContext, expect } from '@playwright/test';
import { uniqueNational } from './patients';
import { DEMO_PASSWORD, STAFF_CLINIC, clinicDaysAhead, clinicToday, freeTimesToday } from './staff';

/** A staff token for one of the browser clinic's demo accounts, through the API. */
export async function staffToken(request: APIRequestContext, role = 'reception') {
  const login = await request.post('/api/staff/login', {
    data: { clinic: STAFF_CLINIC, email: `${role}@${STAFF_CLINIC}.example`, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  return ((await login.json()) as { token: string }).token;
}

/**
 * Today when a treatment has `atLeast` free times left today, else tomorrow (the agenda's date address opens either):
 * late in the evening today has too few.
 */
export async function dayWithFreeTimes(request: APIRequestContext, treatment: number, atLeast = 1) {
  const today = clinicToday();
  const free = await freeTimesToday(request, treatment, today);
  if (free.length >= atLeast) return { date: today, free };
  const tomorrow = clinicDaysAhead(1);
  return { date: tomorrow, free: await freeTimesToday(request, treatment, tomorrow) };
}

/** The desk adds a new patient and books them a treatment at a start (the visit's id and the patient's name). */
export async function deskBooks(
  request: APIRequestContext,
  token: string,
  visit: { treatment: number; date: string; start: string; name: string },
) {
  const headers = { authorization: `Bearer ${token}` };
  const added = await request.post('/api/staff/patients', {
    headers,
    data: { name: visit.name, phone: `972${uniqueNational()}` },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  const patientId = ((await added.json()) as { id: number }).id;
  const booked = await request.post('/api/staff/appointments', {
    headers,
    data: {
      patient_id: patientId,
      branch_id: 1,
      treatment_id: visit.treatment,
      date: visit.date,
      start_time: visit.start,
    },
  });
  expect(booked.ok(), await booked.text()).toBeTruthy();
  return ((await booked.json()) as { id: number }).id;
}
