import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Changes a doctor. Reads again the setup lists and the workspace answer. */
export const useUpdateDoctor = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffUpdateDoctor'>) => staffCall(auth, 'staffUpdateDoctor', input),
    changes: setupChangeKeys,
  });
