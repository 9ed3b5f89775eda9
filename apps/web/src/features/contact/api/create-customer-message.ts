import { useMutation } from '@tanstack/react-query';
import type { TCreateCustomerMessageRequest } from '@clinic/contract/create-customer-message';
import { ApiError, type ApiTarget, tenantRequest } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant/tenant-context';

type Answer = { success: 0 | 1; message?: string };

/** Sends the contact form; a success flag other than 1 is a failure with the server's message. */
export async function createCustomerMessage(target: ApiTarget, body: TCreateCustomerMessageRequest) {
  const answer = await tenantRequest<Answer>(target, '/api/bull36/create_customer_message', { method: 'POST', body });
  if (answer?.success !== 1) throw new ApiError(answer?.message ?? '', 200);
  return answer;
}

export function useCreateCustomerMessage() {
  const { target } = useTenant();
  return useMutation({ mutationFn: (body: TCreateCustomerMessageRequest) => createCustomerMessage(target, body) });
}
