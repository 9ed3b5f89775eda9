import type { CallInput } from '../../../../lib/call-api';
import { staffCall, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Blocks a time of a branch or doctor, cancelling its visits when asked. Reads again the agenda, the free times and the patient cards. */
export const useBlockTime = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffBlock'>) => staffCall(auth, 'staffBlock', input),
    changes: visitChangeKeys,
  });
