import { useMutation } from '@tanstack/react-query';
import type { TVerifyOtpRequest, TVerifyOtpResponse } from '@clinic/contract/identity';
import { type ApiTarget, tenantRequest } from '../api-client';
import { useTenant } from '../tenant/tenant-context';

/** Checks the code; the answer carries the session token for customer calls. */
export const verifyOtp = (target: ApiTarget, body: TVerifyOtpRequest) =>
  tenantRequest<TVerifyOtpResponse>(target, '/api/bull36/verify_otp', { method: 'POST', body });

export function useVerifyOtp() {
  const { target } = useTenant();
  return useMutation({ mutationFn: (body: TVerifyOtpRequest) => verifyOtp(target, body) });
}
