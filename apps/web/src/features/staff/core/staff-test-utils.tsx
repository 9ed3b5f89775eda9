import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaffAuthProvider } from './api/staff-auth';
import { staffKeys } from './api/staff-calls';

// Helpers of the staff workspace's unit tests.

export const testAuth = { clinic: 'c1', token: 't1' };
const auth = testAuth;

/** A client holding one fresh query of each kind the workspace reads. */
export function clientWithQueries() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const keys = {
    workspace: staffKeys.workspace(auth),
    agenda: staffKeys.agenda(auth, { date: '2026-11-27', branch: 1, days: 1 }),
    freeTimes: staffKeys.freeTimes(auth, { date: '2026-11-27', branch: 1, treatment: 2 }),
    patient: staffKeys.patient(auth, 7),
    search: staffKeys.patients(auth, 'dana'),
    inbox: [...staffKeys.inbox(auth), 'all'],
    payments: [...staffKeys.payments(auth), {}],
    settings: [...staffKeys.settings(auth), 'clinic'],
    team: staffKeys.team(auth),
    otherClinic: staffKeys.agenda({ clinic: 'c2', token: 'x' }, { date: '2026-11-27', branch: 1, days: 1 }),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { read: true });
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, stale };
}

/** Renders with a query client and a logged-in workspace. */
export function staffWrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StaffAuthProvider auth={auth}>{children}</StaffAuthProvider>
    </QueryClientProvider>
  );
}
