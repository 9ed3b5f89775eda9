import { useMutation } from '@tanstack/react-query';
import type { TSendOtpRequest, TSendOtpResponse } from '@clinic/contract/identity';
import { type ApiTarget, tenantRequest } from '../api-client';
import { useTenant } from '../tenant/tenant-context';

/** Asks for a code by WhatsApp; with registration fields the customer is created first. */
export const sendOtp = (target: ApiTarget, body: TSendOtpRequest) =>
  tenantRequest<TSendOtpResponse>(target, '/api/bull36/send_otp', { method: 'POST', body });

export function useSendOtp() {
  const { target } = useTenant();
  return useMutation({ mutationFn: (body: TSendOtpRequest) => sendOtp(target, body) });
}
