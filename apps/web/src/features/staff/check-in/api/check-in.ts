import type { CallInput } from '../../../../lib/call-api';
import { staffCall, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Marks the visit of a scanned visit card arrived; reads the agenda and the patient cards again. */
export const useCheckIn = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffCheckIn'>) => staffCall(auth, 'staffCheckIn', input),
    changes: visitChangeKeys,
  });
