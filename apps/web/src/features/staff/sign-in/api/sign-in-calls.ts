import { queryOptions, useMutation } from '@tanstack/react-query';
import { publicStaffCall } from '../../core/api/staff-calls';
import { writeStaffToken } from '../../core/api/staff-session';

/**
 * Email and password at a clinic. A login that needs no second factor is kept at once (the page opens the
 * workspace); one that does answers the token the code step completes.
 */
export const useStaffLogin = (clinic: string) =>
  useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      publicStaffCall('staffLogin', { body: { clinic, ...input } }),
    onSuccess: (answer) => {
      if (answer.next_step !== 'second_factor') writeStaffToken(clinic, answer.token);
    },
  });

/** The second step: the authenticator's code (or a recovery code) completes the password's token, which is kept. */
export const useSecondFactorLogin = (clinic: string, token: string) =>
  useMutation({
    mutationFn: (code: string) =>
      publicStaffCall('staffSecondFactorLogin', { body: { code } }, { authorization: `Bearer ${token}` }),
    onSuccess: () => writeStaffToken(clinic, token),
  });

/** Who invites to what, in the page's language. */
export const invitationQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: ['staff-invitation', token, language],
    queryFn: () => publicStaffCall('staffInvitation', { body: { token } }, { 'accept-language': language }),
    retry: false,
    staleTime: Infinity,
  });

/** Makes the invited account and logs it in at once (its token kept for the clinic the link came from). */
export const useAcceptInvitation = (clinic: string, token: string) =>
  useMutation({
    mutationFn: async (input: { name: string; password: string }) => {
      const made = await publicStaffCall('staffAcceptInvitation', { body: { token, ...input } });
      const body = { clinic: made.clinic, email: made.email, password: input.password };
      return publicStaffCall('staffLogin', { body });
    },
    onSuccess: (login) => writeStaffToken(clinic, login.token),
  });
