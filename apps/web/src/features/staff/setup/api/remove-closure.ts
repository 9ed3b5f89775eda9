import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Opens a closed day of a branch again. Reads again the setup lists, the workspace answer and what a change of visits changes. */
export const useRemoveClosure = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffRemoveClosure'>) => staffCall(auth, 'staffRemoveClosure', input),
    changes: (auth) => [...setupChangeKeys(auth), ...visitChangeKeys(auth)],
  });
