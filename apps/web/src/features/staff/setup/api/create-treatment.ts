import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Adds a treatment. Reads again the setup lists and the workspace answer. */
export const useCreateTreatment = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffCreateTreatment'>) => staffCall(auth, 'staffCreateTreatment', input),
    changes: setupChangeKeys,
  });
