import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall } from '../../workspace/api/staff-calls';
import { useStaffMutation } from '../../workspace/api/use-staff-mutation';

/** Adds a treatment. Reads again the setup lists and the workspace answer. */
export const useCreateTreatment = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffCreateTreatment'>) => staffCall(auth, 'staffCreateTreatment', input),
    changes: setupChangeKeys,
  });
