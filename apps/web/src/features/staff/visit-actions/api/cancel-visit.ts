import type { CallInput } from '../../../../lib/call-api';
import { staffCall, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Cancels one visit, with the reason. Reads again the agenda, the free times and the patient cards. */
export const useCancelVisit = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffCancel'>) => staffCall(auth, 'staffCancel', input),
    changes: visitChangeKeys,
  });
