import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { useSiteMutation } from '../../../lib/use-site-mutation';

export const joinWaitlist = (target: ApiTarget, input: { branch: string; treatmentId: string; date: string }) =>
  callApi(target, 'joinWaitlist', {
    body: { branch: Number(input.branch), appointments_type_id: Number(input.treatmentId), date: input.date },
  });

/** Joining adds an entry to the waitlist My appointments shows. */
export const useJoinWaitlist = () =>
  useSiteMutation({
    change: ({ target }, input: { branch: string; treatmentId: string; date: string }) => joinWaitlist(target, input),
    changes: (key) => [siteKeys.waitlist(key)],
  });
