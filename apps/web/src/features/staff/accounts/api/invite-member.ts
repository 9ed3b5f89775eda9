import type { CallInput } from '../../../../lib/call-api';
import { staffCall, staffKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Invites a person to the team; reads the team again. */
export const useInviteMember = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffInvite'>) => staffCall(auth, 'staffInvite', input),
    changes: (auth) => [staffKeys.team(auth)],
  });
