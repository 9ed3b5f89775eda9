import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Saves the home page's content. Reads again the setup lists and the workspace answer. */
export const useUpdateHomeContent = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffUpdateHomeContent'>) => staffCall(auth, 'staffUpdateHomeContent', input),
    changes: setupChangeKeys,
  });
