import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Adds a branch. Reads again the setup lists and the workspace answer. */
export const useCreateBranch = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffCreateBranch'>) => staffCall(auth, 'staffCreateBranch', input),
    changes: setupChangeKeys,
  });
