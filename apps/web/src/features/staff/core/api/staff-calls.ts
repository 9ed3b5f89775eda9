import type { CallName } from '@clinic/contract/core/routes';
import { WORKSPACE_ROUTES } from '@clinic/contract/core/routes-workspace';
import { ApiError } from '../../../../lib/api-client';
import { type CallAnswer, type CallInput, addRoutes, callApi } from '../../../../lib/call-api';
import { i18n } from '../../../../lib/i18n';
import { writeStaffToken } from './staff-session';

// The workspace's routes come with its code, never in the patient site's first load.
addRoutes(WORKSPACE_ROUTES);

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

/** A staff call made before there is a login to carry (login, its second step, an invitation), to this site's API. */
export const publicStaffCall = <N extends CallName>(name: N, input: CallInput<N>, headers?: Record<string, string>) =>
  callApi({ baseUrl: window.location.origin }, name, input, headers ? { headers } : {});

/**
 * Query keys of the staff workspace, all under ['staff', clinic]. Each kind has a prefix (`agendas`, `freeTimes`
 * without a query, …) that a change invalidates to read again every query of that kind and no other.
 */
export const staffKeys = {
  all: (auth: StaffAuth) => ['staff', auth.clinic] as const,
  workspaces: (auth: StaffAuth) => ['staff', auth.clinic, 'workspace'] as const,
  workspace: (auth: StaffAuth) => ['staff', auth.clinic, 'workspace', i18n.language] as const,
  agendas: (auth: StaffAuth) => ['staff', auth.clinic, 'agenda'] as const,
  agenda: (auth: StaffAuth, query: { date: string; branch: number; days: number }) =>
    ['staff', auth.clinic, 'agenda', query, i18n.language] as const,
  /** Under the agenda's prefix: whatever changes the agenda reads the opened visit again. */
  visit: (auth: StaffAuth, id: number) => ['staff', auth.clinic, 'agenda', 'visit', id, i18n.language] as const,
  allFreeTimes: (auth: StaffAuth) => ['staff', auth.clinic, 'free-times'] as const,
  freeTimes: (auth: StaffAuth, query: object) => ['staff', auth.clinic, 'free-times', query] as const,
  searches: (auth: StaffAuth) => ['staff', auth.clinic, 'patients'] as const,
  patients: (auth: StaffAuth, text: string) => ['staff', auth.clinic, 'patients', text] as const,
  cards: (auth: StaffAuth) => ['staff', auth.clinic, 'patient'] as const,
  patient: (auth: StaffAuth, id: number) => ['staff', auth.clinic, 'patient', id, i18n.language] as const,
  inbox: (auth: StaffAuth) => ['staff', auth.clinic, 'inbox'] as const,
  payments: (auth: StaffAuth) => ['staff', auth.clinic, 'payments'] as const,
  waitlist: (auth: StaffAuth) => ['staff', auth.clinic, 'waitlist'] as const,
  failedMessages: (auth: StaffAuth) => ['staff', auth.clinic, 'failed-messages'] as const,
  audit: (auth: StaffAuth) => ['staff', auth.clinic, 'audit'] as const,
  settings: (auth: StaffAuth) => ['staff', auth.clinic, 'settings'] as const,
  team: (auth: StaffAuth) => ['staff', auth.clinic, 'team'] as const,
};

/** What a change of visits changes: the agenda, the free times and the patient cards (their visit lists). */
export const visitChangeKeys = (auth: StaffAuth) =>
  [staffKeys.agendas(auth), staffKeys.allFreeTimes(auth), staffKeys.cards(auth)] as const;

/** What a setup change changes: the setup lists and the workspace answer (branches, doctors, treatments). */
export const setupChangeKeys = (auth: StaffAuth) => [staffKeys.settings(auth), staffKeys.workspaces(auth)] as const;
