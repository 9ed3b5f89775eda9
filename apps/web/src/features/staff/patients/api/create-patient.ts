import type { CallInput } from '../../../../lib/call-api';
import { staffCall, staffKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Adds a patient at the desk; reads the patient searches again. */
export const useCreatePatient = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffCreatePatient'>) => staffCall(auth, 'staffCreatePatient', input),
    changes: (auth) => [staffKeys.searches(auth)],
  });
