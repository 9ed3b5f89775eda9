import type { CallInput } from '../../../../lib/call-api';
import { staffCall, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Books the same visit every few weeks (a series, all or nothing). Reads again the agenda, the free times and the patient cards. */
export const useBookSeries = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffBookSeries'>) => staffCall(auth, 'staffBookSeries', input),
    changes: visitChangeKeys,
  });
