import { useMutation } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { useTenant } from '../../../lib/tenant/tenant-context';

export const confirmErasureCode = (target: ApiTarget, otp: string) =>
  callApi(target, 'confirmErasureCode', { body: { otp } });

/** Checks the code; the session may then erase for a few minutes. */
export function useConfirmErasureCode() {
  const { target } = useTenant();
  return useMutation({ mutationFn: (otp: string) => confirmErasureCode(target, otp) });
}
