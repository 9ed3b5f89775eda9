import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall } from '../../workspace/api/staff-calls';
import { useStaffMutation } from '../../workspace/api/use-staff-mutation';

/** Changes or archives a treatment. Reads again the setup lists and the workspace answer. */
export const useUpdateTreatment = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffUpdateTreatment'>) => staffCall(auth, 'staffUpdateTreatment', input),
    changes: setupChangeKeys,
  });
