import { useMutation } from '@tanstack/react-query';
import type { TCreateCustomerMessageRequest } from '@clinic/contract/site/create-customer-message';
import { ApiError, type ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { useTenant } from '../../../lib/tenant/tenant-context';

/** Sends the contact form; a success flag other than 1 is a failure with the server's message. */
export async function createCustomerMessage(target: ApiTarget, body: TCreateCustomerMessageRequest) {
  // A legacy backend may answer 200 with success 0.
  const answer: { success: number; message?: string } = await callApi(target, 'createCustomerMessage', { body });
  if (answer?.success !== 1) throw new ApiError(answer?.message ?? '', 200);
  return answer;
}

export function useCreateCustomerMessage() {
  const { target } = useTenant();
  return useMutation({ mutationFn: (body: TCreateCustomerMessageRequest) => createCustomerMessage(target, body) });
}
