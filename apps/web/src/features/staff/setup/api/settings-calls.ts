import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../workspace/api/staff-calls';

/** The owner's setup lists and the back office (inbox, payments), under the workspace's query keys. */
export const settingsKeys = {
  branches: (auth: StaffAuth) => [...staffKeys.all(auth), 'settings', 'branches'] as const,
  doctors: (auth: StaffAuth) => [...staffKeys.all(auth), 'settings', 'doctors'] as const,
  treatments: (auth: StaffAuth) => [...staffKeys.all(auth), 'settings', 'treatments'] as const,
  messages: (auth: StaffAuth, filter: string) => [...staffKeys.all(auth), 'inbox', filter] as const,
  payments: (auth: StaffAuth, query: PaymentsQuery) => [...staffKeys.all(auth), 'payments', query] as const,
};

export type PaymentsQuery = { from?: string; to?: string; status?: string };

export const clinicQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: [...staffKeys.all(auth), 'settings', 'clinic'] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffClinic', {}, signal),
  });

export const branchesQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: settingsKeys.branches(auth),
    queryFn: ({ signal }) => staffCall(auth, 'staffBranches', {}, signal),
  });

export const doctorsQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: settingsKeys.doctors(auth),
    queryFn: ({ signal }) => staffCall(auth, 'staffDoctors', {}, signal),
  });

export const treatmentsQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: settingsKeys.treatments(auth),
    queryFn: ({ signal }) => staffCall(auth, 'staffTreatments', {}, signal),
  });

export const messagesQueryOptions = (auth: StaffAuth, filter: 'all' | 'unread' | 'unanswered') =>
  queryOptions({
    queryKey: settingsKeys.messages(auth, filter),
    queryFn: ({ signal }) => staffCall(auth, 'staffMessages', { query: { filter } }, signal),
  });
