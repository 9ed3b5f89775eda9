import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall } from '../../workspace/api/staff-calls';
import { useStaffMutation } from '../../workspace/api/use-staff-mutation';

/** Changes a doctor. Reads again the setup lists and the workspace answer. */
export const useUpdateDoctor = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffUpdateDoctor'>) => staffCall(auth, 'staffUpdateDoctor', input),
    changes: setupChangeKeys,
  });
