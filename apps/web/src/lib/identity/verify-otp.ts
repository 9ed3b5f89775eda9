import { useMutation } from '@tanstack/react-query';
import type { TVerifyOtpRequest, TVerifyOtpResponse } from '@clinic/contract/identity/identity';
import type { ApiTarget } from '../api-client';
import { callApi } from '../call-api';
import { useTenant } from '../tenant/tenant-context';
import { forgetRegistrationTicket, registrationTicketOf } from './registration-tickets';

/** Checks the code, with this tab's registration ticket for the phone; the answer carries the session token. */
export async function verifyOtp(target: ApiTarget, body: TVerifyOtpRequest): Promise<TVerifyOtpResponse> {
  const ticket = registrationTicketOf(body.phone);
  const answer = await callApi(target, 'verifyOtp', {
    body: ticket ? { ...body, registration_ticket: ticket } : body,
  });
  forgetRegistrationTicket(body.phone);
  return answer;
}

export function useVerifyOtp() {
  const { target } = useTenant();
  return useMutation({ mutationFn: (body: TVerifyOtpRequest) => verifyOtp(target, body) });
}
