import { useMutation } from '@tanstack/react-query';
import type { TSendOtpRequest, TSendOtpResponse } from '@clinic/contract/identity';
import { type ApiTarget, tenantRequest } from '../api-client';
import { useTenant } from '../tenant/tenant-context';
import { keepRegistrationTicket } from './registration-tickets';

/** Asks for a code by WhatsApp; with registration fields the details wait with the code until it is verified. */
export async function sendOtp(target: ApiTarget, body: TSendOtpRequest): Promise<TSendOtpResponse> {
  const answer = await tenantRequest<TSendOtpResponse>(target, '/api/bull36/send_otp', { method: 'POST', body });
  keepRegistrationTicket(body.phone, answer.registration_ticket);
  return answer;
}

export function useSendOtp() {
  const { target } = useTenant();
  return useMutation({ mutationFn: (body: TSendOtpRequest) => sendOtp(target, body) });
}
