import type { CallInput } from '../../../../lib/call-api';
import { staffCall, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Moves a series from one of its visits on. Reads again the agenda, the free times and the patient cards. */
export const useMoveSeries = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffMoveSeries'>) => staffCall(auth, 'staffMoveSeries', input),
    changes: visitChangeKeys,
  });
