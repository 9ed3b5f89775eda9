import type { CallInput } from '../../../../lib/call-api';
import { staffCall, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Marks a visit arrived, completed or no-show (or clears the mark). Reads again the agenda, the free times and the patient cards. */
export const useMarkAttendance = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffAttendance'>) => staffCall(auth, 'staffAttendance', input),
    changes: visitChangeKeys,
  });
