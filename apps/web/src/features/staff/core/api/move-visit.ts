import type { CallInput } from '../../../../lib/call-api';
import { staffCall, visitChangeKeys } from './staff-calls';
import { useStaffMutation } from './use-staff-mutation';

/** Moves one visit to another time (or doctor). Reads again the agenda, the free times and the patient cards. */
export const useMoveVisit = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffMove'>) => staffCall(auth, 'staffMove', input),
    changes: visitChangeKeys,
  });
