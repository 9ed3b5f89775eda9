import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Changes or archives a treatment. Reads again the setup lists and the workspace answer. */
export const useUpdateTreatment = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffUpdateTreatment'>) => staffCall(auth, 'staffUpdateTreatment', input),
    changes: setupChangeKeys,
  });
