import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Changes or archives a branch. Reads again the setup lists and the workspace answer. */
export const useUpdateBranch = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffUpdateBranch'>) => staffCall(auth, 'staffUpdateBranch', input),
    changes: setupChangeKeys,
  });
