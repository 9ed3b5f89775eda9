import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TenantContext } from '../lib/tenant/tenant-context';
import { useSaveFamilyMember, familyQueryOptions } from '../lib/family/family-members';
import { useCreateAppointment } from '../features/booking/api/create-appointment';
import { useReleaseHold } from '../features/booking/api/release-hold';
import { useJoinWaitlist } from '../features/booking/api/join-waitlist';
import { availableTimeQueryOptions } from '../features/booking/api/get-available-time';
import { appointmentsQueryOptions } from '../features/appointments/api/get-appointments';
import { waitlistQueryOptions } from '../features/appointments/api/waitlist';

// A patient's change on one screen refreshes what another screen shows: the booking's hooks against the keys
// My appointments reads with (its own query options, not a copy of their keys).

const target = { baseUrl: 'http://api.test', token: 't', lang: 'en' };

/** A client holding one fresh read of each list a patient's change may touch, of clinic `c` and of another. */
function clientWithLists() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const keys = {
    upcoming: appointmentsQueryOptions('c', target, '5', 'upcoming').queryKey,
    past: appointmentsQueryOptions('c', target, '5', 'my_booking').queryKey,
    waitlist: waitlistQueryOptions('c', target).queryKey,
    family: familyQueryOptions('c', target).queryKey,
    freeTimes: availableTimeQueryOptions('c', target, {
      branch: '1',
      treatmentId: '2',
      date: '2026-12-16',
      doctor: null,
    }).queryKey,
    otherClinic: appointmentsQueryOptions('other', target, '5', 'upcoming').queryKey,
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { read: true } as never);
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, stale };
}

const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <TenantContext.Provider value={{ key: 'c', target }}>{children}</TenantContext.Provider>
    </QueryClientProvider>
  );

/** The server: answers every call with success, or refuses every one with `status`; the calls made. */
function server(status = 200) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return status === 200
        ? Response.json({ success: 1, appointment_id: 41, member: { id: 3 } })
        : Response.json({ success: 0, code: 'SLOT_TAKEN', message: 'taken' }, { status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const booking = {
  branch: 1,
  date: '2026-12-16',
  start_time: '09:00',
  end_time: '09:15',
  appointments_type_id: 2,
  idempotencyKey: 'k1',
};

describe("a patient's change refreshes what My appointments shows", () => {
  it("a booking reads My appointments' lists (both tabs) and the free times again, nothing else", async () => {
    const calls = server();
    const { client, stale } = clientWithLists();
    const { result } = renderHook(() => useCreateAppointment(), { wrapper: wrapperOf(client) });
    await act(() => result.current.mutateAsync(booking));
    expect(calls).toEqual(['POST /api/bull36/create_appointment']);
    await waitFor(() => expect(stale()).toEqual(['freeTimes', 'past', 'upcoming']));
  });

  it('a refused booking reads them again too: the time it wanted may be gone', async () => {
    server(409);
    const { client, stale } = clientWithLists();
    const { result } = renderHook(() => useCreateAppointment(), { wrapper: wrapperOf(client) });
    await act(() => result.current.mutateAsync(booking).catch(() => undefined));
    await waitFor(() => expect(stale()).toEqual(['freeTimes', 'past', 'upcoming']));
  });

  it('letting go of a hold (back from paying) reads the lists and the free times again', async () => {
    const calls = server();
    const { client, stale } = clientWithLists();
    const { result } = renderHook(() => useReleaseHold(), { wrapper: wrapperOf(client) });
    await act(() => result.current.mutateAsync({ customerId: '5', appointmentId: '41' }));
    expect(calls).toEqual(['POST /api/bull36/cancel_appointment']);
    await waitFor(() => expect(stale()).toEqual(['freeTimes', 'past', 'upcoming']));
  });

  it("joining the waitlist from the booking reads My appointments' waitlist again", async () => {
    server();
    const { client, stale } = clientWithLists();
    const { result } = renderHook(() => useJoinWaitlist(), { wrapper: wrapperOf(client) });
    await act(() => result.current.mutateAsync({ branch: '1', treatmentId: '2', doctor: null, date: '2026-12-16' }));
    expect(stale()).toEqual(['waitlist']);
  });

  it("renaming a family member reads the family and My appointments' lists again (the visits carry the name)", async () => {
    server();
    const { client, stale } = clientWithLists();
    const { result } = renderHook(() => useSaveFamilyMember(), { wrapper: wrapperOf(client) });
    await act(() => result.current.mutateAsync({ id: 3, name: 'Noa', age: 7, gender: 'female', relation: 'child' }));
    expect(stale()).toEqual(['family', 'past', 'upcoming']);
  });
});
