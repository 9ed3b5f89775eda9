import type { CallInput } from '../../../../lib/call-api';
import { staffCall, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Cancels a series from a date on. Reads again the agenda, the free times and the patient cards. */
export const useCancelSeries = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffCancelSeries'>) => staffCall(auth, 'staffCancelSeries', input),
    changes: visitChangeKeys,
  });
