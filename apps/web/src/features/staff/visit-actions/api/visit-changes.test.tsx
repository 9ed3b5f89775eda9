import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clientWithQueries, staffWrapper } from '../../workspace/staff-test-utils';
import { useBookVisit } from './book-visit';
import { useCancelVisit } from './cancel-visit';
import { useCreatePatient } from '../../patients/api/create-patient';

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
    expect(result.current.isError).toBe(true);
    expect(stale()).toEqual([]);
  });
});

describe('adding a patient', () => {
  it('reads the patient searches again, not the agenda', async () => {
    answerWith({ id: 12, name: 'Dana', phone: '972501234567' });
    const { client, stale } = clientWithQueries();
    const { result } = renderHook(() => useCreatePatient(), { wrapper: staffWrapper(client) });
    await act(() => result.current.mutateAsync({ body: { name: 'Dana', phone: '0501234567' } }));
    expect(stale()).toEqual(['search']);
  });
});
