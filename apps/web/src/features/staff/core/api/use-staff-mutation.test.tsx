import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clientWithQueries, staffWrapper, testAuth as auth } from '../staff-test-utils';
import { staffKeys, visitChangeKeys } from './staff-calls';
import { useStaffMutation } from './use-staff-mutation';

describe('a staff change', () => {
  it("runs with the workspace's login and reads again only what it changes", async () => {
    const { client, stale } = clientWithQueries();
    const seen: unknown[] = [];
    const { result } = renderHook(
      () =>
        useStaffMutation({
          change: async (login, input: { id: number }) => {
            seen.push(login, input);
            return { ok: 1 };
          },
          changes: visitChangeKeys,
        }),
      { wrapper: staffWrapper(client) },
    );
    await act(() => result.current.mutateAsync({ id: 3 }));
    expect(seen).toEqual([auth, { id: 3 }]);
    expect(stale()).toEqual(['agenda', 'freeTimes', 'patient']);
  });

  it('reads nothing again when refused', async () => {
    const { client, stale } = clientWithQueries();
    const { result } = renderHook(
      () =>
        useStaffMutation({
          change: () => Promise.reject(new Error('no')),
          changes: (login) => [staffKeys.all(login)],
        }),
      { wrapper: staffWrapper(client) },
    );
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    expect(stale()).toEqual([]);
  });
});
