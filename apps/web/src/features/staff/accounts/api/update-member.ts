import type { CallInput } from '../../../../lib/call-api';
import { staffCall, staffKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Changes a member's role or doctor; reads the team and the workspace answer again. */
export const useUpdateMember = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffUpdateMember'>) => staffCall(auth, 'staffUpdateMember', input),
    changes: (auth) => [staffKeys.team(auth), staffKeys.workspaces(auth)],
  });
