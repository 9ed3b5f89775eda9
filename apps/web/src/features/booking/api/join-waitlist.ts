import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { useSiteMutation } from '../../../lib/use-site-mutation';

/** A day's waitlist of a treatment at a branch, with the doctor the patient chose (null: any doctor). */
type JoinInput = { branch: string; treatmentId: string; doctor: string | null; date: string };

export const joinWaitlist = (target: ApiTarget, input: JoinInput) =>
  callApi(target, 'joinWaitlist', {
    body: {
      branch: Number(input.branch),
      appointments_type_id: Number(input.treatmentId),
      date: input.date,
      ...(input.doctor ? { doctor_id: Number(input.doctor) } : {}),
    },
  });

/** Joining adds an entry to the waitlist My appointments shows. */
export const useJoinWaitlist = () =>
  useSiteMutation({
    change: ({ target }, input: JoinInput) => joinWaitlist(target, input),
    changes: (key) => [siteKeys.waitlist(key)],
  });
