import type { CallInput } from '../../../../lib/call-api';
import { staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';
import { webhooksQueryOptions } from './webhook-calls';

/** Each change to the clinic's webhooks reads the list of endpoints again, and nothing else. */
const webhooksList = (auth: Parameters<typeof webhooksQueryOptions>[0]) => [webhooksQueryOptions(auth).queryKey];

/** Adds an endpoint; the answer carries its signing secret, shown once. */
export const useCreateWebhook = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffCreateWebhook'>) => staffCall(auth, 'staffCreateWebhook', input),
    changes: webhooksList,
  });

/** Removes an endpoint and its deliveries. */
export const useRemoveWebhook = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffRemoveWebhook'>) => staffCall(auth, 'staffRemoveWebhook', input),
    changes: webhooksList,
  });

/** Resumes a paused endpoint. */
export const useResumeWebhook = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffResumeWebhook'>) => staffCall(auth, 'staffResumeWebhook', input),
    changes: webhooksList,
  });
