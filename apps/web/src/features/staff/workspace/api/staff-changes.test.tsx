import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { clientWithQueries, staffWrapper } from '../../core/staff-test-utils';
import { useBookVisit } from '../../visit-actions/api/book-visit';
import { useCancelVisit } from '../../visit-actions/api/cancel-visit';
import { useCheckIn } from '../../check-in/api/check-in';
import { useCreatePatient } from '../../patients/api/create-patient';
import { useSavePatientNotes } from '../../patients/api/save-patient-notes';
import { useMarkMessageRead } from '../../inbox/api/mark-message-read';
import { useRefundVisit } from '../../visit-money/api/refund-visit';
import { useEnableSecondFactor } from '../../security/api/enable-second-factor';
import { useUpdateClinic } from '../../setup/api/update-clinic';
import { useAddClosure } from '../../setup/api/add-closure';
import { useInviteMember } from '../../accounts/api/invite-member';

/** Answers every call with this JSON and keeps the requests. */
function answerWith(body: unknown, status = 200) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      requests.push(new Request(url, init));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('the visit changes', () => {
  it('book with the staff token and read again the agenda, the free times and the patient cards', async () => {
    const requests = answerWith({ id: 9 });
    const { client, stale } = clientWithQueries();
    const { result } = renderHook(() => useBookVisit(), { wrapper: staffWrapper(client) });
    const body = { patient_id: 7, branch_id: 1, treatment_id: 2, date: '2026-11-27', start_time: '10:00' };
    await act(() => result.current.mutateAsync({ body }));
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer t1');
    expect(await requests[0]?.json()).toEqual(body);
    expect(stale()).toEqual(['agenda', 'freeTimes', 'patient']);
  });

  it('read nothing again when the server refuses', async () => {
    answerWith({ success: 0, message: 'taken', code: 'SLOT_TAKEN' }, 409);
    const { client, stale } = clientWithQueries();
    const { result } = renderHook(() => useCancelVisit(), { wrapper: staffWrapper(client) });
    await act(() => result.current.mutateAsync({ params: { id: 3 }, body: { reason: 'ill' } }).catch(() => undefined));
    // The hook's state follows the refused call on a later render.
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(stale()).toEqual([]);
  });
});

/** Runs a change hook once, answered with {}, and names the queries it left to read again. */
async function staleAfter<TInput>(
  useChange: () => { mutateAsync: (input: TInput) => Promise<unknown> },
  input: TInput,
) {
  answerWith({});
  const { client, stale } = clientWithQueries();
  const { result } = renderHook(useChange, { wrapper: staffWrapper(client) });
  await act(() => result.current.mutateAsync(input).then(() => undefined));
  return stale();
}

describe('each change reads again what it changes and nothing else', () => {
  it('a check-in: the agenda, the free times and the patient cards', async () => {
    expect(await staleAfter(useCheckIn, { body: { code: 'abc' } })).toEqual(['agenda', 'freeTimes', 'patient']);
  });

  it('a new patient: the patient searches', async () => {
    expect(await staleAfter(useCreatePatient, { body: { name: 'Dana', phone: '0501234567' } })).toEqual(['search']);
  });

  it("a patient's notes: the cards, the searches and the agenda (its notes flag)", async () => {
    const input = { params: { id: 7 }, body: { notes: 'allergic' } };
    expect(await staleAfter(useSavePatientNotes, input)).toEqual(['agenda', 'patient', 'search']);
  });

  it('a message marked read: the inbox', async () => {
    expect(await staleAfter(useMarkMessageRead, { params: { id: 4 } })).toEqual(['inbox']);
  });

  it('a refund (from the visit or the payments list): the payments, the agenda, the free times and the cards', async () => {
    const input = { params: { id: 4 }, body: { amount: 30, reason: 'Shorter', cancel: false } };
    expect(await staleAfter(useRefundVisit, input)).toEqual(['agenda', 'freeTimes', 'patient', 'payments']);
  });

  it('a second factor turned on: the workspace answer', async () => {
    expect(await staleAfter(useEnableSecondFactor, { body: { code: '123456' } })).toEqual(['workspace']);
  });

  it('a clinic setting: the setup lists and the workspace answer', async () => {
    expect(await staleAfter(useUpdateClinic, { body: { name: { en: 'Clinic' } } })).toEqual(['settings', 'workspace']);
  });

  it('a closure: also the agenda, the free times and the patient cards', async () => {
    const input = { params: { id: 1 }, body: { from_date: '2026-12-01', to_date: '2026-12-01', reason: 'Holiday' } };
    expect(await staleAfter(useAddClosure, input)).toEqual(['agenda', 'freeTimes', 'patient', 'settings', 'workspace']);
  });

  it('an invitation: the team', async () => {
    expect(await staleAfter(useInviteMember, { body: { email: 'a@b.example', role: 'reception' } })).toEqual(['team']);
  });
});
