import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Adds a doctor. Reads again the setup lists and the workspace answer. */
export const useCreateDoctor = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffCreateDoctor'>) => staffCall(auth, 'staffCreateDoctor', input),
    changes: setupChangeKeys,
  });
