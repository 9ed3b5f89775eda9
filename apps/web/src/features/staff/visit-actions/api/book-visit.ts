import type { CallInput } from '../../../../lib/call-api';
import { staffCall, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Books one visit for a patient on the phone or at the desk. Reads again the agenda, the free times and the patient cards. */
export const useBookVisit = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffBook'>) => staffCall(auth, 'staffBook', input),
    changes: visitChangeKeys,
  });
