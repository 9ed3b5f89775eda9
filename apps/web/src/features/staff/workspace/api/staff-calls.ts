import { queryOptions } from '@tanstack/react-query';
import type { CallName } from '@clinic/contract/core/routes';
import { ApiError } from '../../../../lib/api-client';
import { type CallAnswer, type CallInput, callApi } from '../../../../lib/call-api';
import { i18n } from '../../../../lib/i18n';
import { writeStaffToken } from '../../sign-in/api/staff-session';

/** Who makes staff calls: the clinic (for its token's storage) and the token. */
export type StaffAuth = { clinic: string; token: string };

/**
 * A staff call of the contract, with the staff token and the page language. A refused session (expired, or
 * logged out elsewhere) forgets the token, so the page shows the login again.
 */
export async function staffCall<N extends CallName>(
  auth: StaffAuth,
  name: N,
  input: CallInput<N>,
  signal?: AbortSignal,
): Promise<CallAnswer<N>> {
  try {
    return await callApi({ baseUrl: window.location.origin }, name, input, {
      headers: { authorization: `Bearer ${auth.token}`, 'accept-language': i18n.language },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) writeStaffToken(auth.clinic, null);
    throw error;
  }
}

/** Query keys of the staff workspace: all under ['staff', clinic], so a change refreshes them together. */
export const staffKeys = {
  all: (auth: StaffAuth) => ['staff', auth.clinic] as const,
  workspace: (auth: StaffAuth) => ['staff', auth.clinic, 'workspace', i18n.language] as const,
  agenda: (auth: StaffAuth, query: AgendaQuery) => ['staff', auth.clinic, 'agenda', query, i18n.language] as const,
  freeTimes: (auth: StaffAuth, query: FreeTimesQuery) => ['staff', auth.clinic, 'free-times', query] as const,
  patients: (auth: StaffAuth, text: string) => ['staff', auth.clinic, 'patients', text] as const,
  patient: (auth: StaffAuth, id: number) => ['staff', auth.clinic, 'patient', id, i18n.language] as const,
};

export type AgendaQuery = { date: string; branch: number; days: number };
export type FreeTimesQuery = { date: string; branch: number; treatment: number; ignore_visit?: number };

export const workspaceQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: staffKeys.workspace(auth),
    queryFn: ({ signal }) => staffCall(auth, 'staffWorkspace', {}, signal),
    staleTime: 5 * 60_000,
  });

export const agendaQueryOptions = (auth: StaffAuth, query: AgendaQuery) =>
  queryOptions({
    queryKey: staffKeys.agenda(auth, query),
    queryFn: ({ signal }) => staffCall(auth, 'staffAgenda', { query }, signal),
    // Live events refresh it; a poll every minute covers a lost stream.
    refetchInterval: 60_000,
  });

export const freeTimesQueryOptions = (auth: StaffAuth, query: FreeTimesQuery) =>
  queryOptions({
    queryKey: staffKeys.freeTimes(auth, query),
    queryFn: ({ signal }) => staffCall(auth, 'staffFreeTimes', { query }, signal),
  });

export const patientsQueryOptions = (auth: StaffAuth, text: string) =>
  queryOptions({
    queryKey: staffKeys.patients(auth, text),
    queryFn: ({ signal }) => staffCall(auth, 'staffPatients', { query: { q: text } }, signal),
    enabled: text.trim().length >= 2,
  });

export const patientCardQueryOptions = (auth: StaffAuth, id: number) =>
  queryOptions({
    queryKey: staffKeys.patient(auth, id),
    queryFn: ({ signal }) => staffCall(auth, 'staffPatient', { params: { id } }, signal),
  });
