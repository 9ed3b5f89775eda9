import type { CallInput } from '../../../../lib/call-api';
import { staffCall, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Replaces a visit's note for the doctor (empty: none). Reads again the agenda and the patient cards. */
export const useSetVisitNote = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffVisitNote'>) => staffCall(auth, 'staffVisitNote', input),
    changes: visitChangeKeys,
  });
