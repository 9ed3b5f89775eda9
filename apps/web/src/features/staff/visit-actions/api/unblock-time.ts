import type { CallInput } from '../../../../lib/call-api';
import { staffCall, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Gives a blocked time back. Reads again the agenda, the free times and the patient cards. */
export const useUnblockTime = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffUnblock'>) => staffCall(auth, 'staffUnblock', input),
    changes: visitChangeKeys,
  });
