import type { CallInput } from '../../../../lib/call-api';
import { staffCall, visitChangeKeys } from '../../workspace/api/staff-calls';
import { useStaffMutation } from '../../workspace/api/use-staff-mutation';

/** Cancels a series from a date on. Reads again the agenda, the free times and the patient cards. */
export const useCancelSeries = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffCancelSeries'>) => staffCall(auth, 'staffCancelSeries', input),
    changes: visitChangeKeys,
  });
