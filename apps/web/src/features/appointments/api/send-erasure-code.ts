import { useMutation } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { useTenant } from '../../../lib/tenant/tenant-context';

export const sendErasureCode = (target: ApiTarget) => callApi(target, 'sendErasureCode', {});

/** A code by WhatsApp to the patient's own phone, to confirm an erasure. */
export function useSendErasureCode() {
  const { target } = useTenant();
  return useMutation({ mutationFn: () => sendErasureCode(target) });
}
