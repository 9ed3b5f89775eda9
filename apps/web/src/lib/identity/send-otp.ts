import { useMutation } from '@tanstack/react-query';
import type { TSendOtpRequest, TSendOtpResponse } from '@clinic/contract/identity/identity';
import type { ApiTarget } from '../api-client';
import { callApi } from '../call-api';
import { useTenant } from '../tenant/tenant-context';
import { keepRegistrationTicket } from './registration-tickets';

/** Asks for a code by WhatsApp; with registration fields the details wait with the code until it is verified. */
export async function sendOtp(target: ApiTarget, body: TSendOtpRequest): Promise<TSendOtpResponse> {
  const answer = await callApi(target, 'sendOtp', { body });
  keepRegistrationTicket(body.phone, answer.registration_ticket);
  return answer;
}

export function useSendOtp() {
  const { target } = useTenant();
  return useMutation({ mutationFn: (body: TSendOtpRequest) => sendOtp(target, body) });
}
