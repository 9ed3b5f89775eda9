import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall, visitChangeKeys } from '../../workspace/api/staff-calls';
import { useStaffMutation } from '../../workspace/api/use-staff-mutation';

/** Closes a branch for days (cancelling their visits when asked). Reads again the setup lists, the workspace answer and what a change of visits changes. */
export const useAddClosure = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffAddClosure'>) => staffCall(auth, 'staffAddClosure', input),
    changes: (auth) => [...setupChangeKeys(auth), ...visitChangeKeys(auth)],
  });
