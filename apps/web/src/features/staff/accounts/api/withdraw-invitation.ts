import type { CallInput } from '../../../../lib/call-api';
import { staffCall, staffKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Withdraws an invitation not yet used; reads the team again. */
export const useWithdrawInvitationCall = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffRevokeInvitation'>) => staffCall(auth, 'staffRevokeInvitation', input),
    changes: (auth) => [staffKeys.team(auth)],
  });
