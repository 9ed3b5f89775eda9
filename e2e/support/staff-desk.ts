import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { uniqueNational } from './patients';
import { STAFF_CLINIC } from './staff';
import { deskVisitsOf } from '@clinic/contract/staff/agenda-visits';
import type { TAgenda } from '@clinic/contract/staff/staff-agenda';

/** The front desk's calls, as the workspace makes them, with the reception account of the staff tests' clinic. */
export async function deskApi(request: APIRequestContext) {
  const login = await request.post('/api/staff/login', {
    data: { clinic: STAFF_CLINIC, email: `reception@${STAFF_CLINIC}.example`, password: 'demo-password' },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const ok = async <T>(answer: Promise<APIResponse>) => {
    const res = await answer;
    expect(res.ok(), await res.text()).toBeTruthy();
    return (await res.json()) as T;
  };
  return {
    /** Adds a patient; answers the id. */
    addPatient: async (name: string) =>
      (
        await ok<{ id: number }>(
          request.post('/api/staff/patients', { headers, data: { name, phone: `972${uniqueNational()}` } }),
        )
      ).id,
    /** Books a consultation (15 minutes) with a doctor; answers the visit's id. */
    book: async (visit: { patientId: number; doctorId: number; date: string; time: string; note?: string }) =>
      (
        await ok<{ id: number }>(
          request.post('/api/staff/appointments', {
            headers,
            data: {
              patient_id: visit.patientId,
              branch_id: 1,
              treatment_id: 1,
              doctor_id: visit.doctorId,
              date: visit.date,
              start_time: visit.time,
              ...(visit.note ? { note: visit.note } : {}),
            },
          }),
        )
      ).id,
    /** A day's free start times of a treatment (a consultation unless told), with the doctors free at each. */
    freeTimes: async (date: string, treatmentId = 1) =>
      (
        await ok<{ times: Array<{ time: string; doctor_ids: number[] }> }>(
          request.get(`/api/staff/free_times?date=${date}&branch=1&treatment=${treatmentId}`, { headers }),
        )
      ).times,
    /** Records cash taken at the desk for a visit; answers the payment as the payments list has it. */
    payCash: async (visitId: number, amount: number) => {
      await ok(request.post(`/api/staff/visits/${visitId}/payments`, { headers, data: { amount, method: 'cash' } }));
      const { payments } = await ok<{
        payments: Array<{ id: number; created_at: string; appointment: { id: number } }>;
      }>(request.get('/api/staff/payments?limit=100', { headers }));
      return payments.find((payment) => payment.appointment.id === visitId)!;
    },
    /** Blocks the whole branch on a date but for one time (from `start` to `end`): a day with nothing else free. */
    blockAllBut: async (date: string, start: string, end: string, reason: string) => {
      for (const [from, to] of [
        ['00:00', start],
        [end, '24:00'],
      ]) {
        await ok(
          request.post('/api/staff/blocks', {
            headers,
            data: { branch_id: 1, from_date: date, to_date: date, start_time: from, end_time: to, reason },
          }),
        );
      }
    },
    /** Gives back every weekly blocked time of a doctor's on a date (what an earlier try of a test left). */
    unblockWeekly: async (date: string, doctorId: number) => {
      const agenda = await ok<TAgenda>(request.get(`/api/staff/agenda?date=${date}&branch=1`, { headers }));
      for (const block of agenda.blocks.filter((shown) => shown.doctor_id === doctorId && shown.in_series)) {
        await ok(request.post(`/api/staff/blocks/${block.id}/remove?series=all`, { headers }));
      }
    },
    /** A visit as the agenda answers it. */
    visit: async (id: number, date: string) => {
      const agenda = await ok<TAgenda>(request.get(`/api/staff/agenda?date=${date}&branch=1`, { headers }));
      return deskVisitsOf(agenda).find((visit) => visit.id === id);
    },
  };
}
