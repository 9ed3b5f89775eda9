import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Saves the clinic's details, booking rules or site facts. Reads again the setup lists and the workspace answer. */
export const useUpdateClinic = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffUpdateClinic'>) => staffCall(auth, 'staffUpdateClinic', input),
    changes: setupChangeKeys,
  });
