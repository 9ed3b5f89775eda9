import type { CallInput } from '../../../../lib/call-api';
import { staffCall, staffKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Removes a member from the team; reads the team again. */
export const useRemoveMember = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffRemoveMember'>) => staffCall(auth, 'staffRemoveMember', input),
    changes: (auth) => [staffKeys.team(auth)],
  });
