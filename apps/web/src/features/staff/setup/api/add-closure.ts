import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Closes a branch for days (cancelling their visits when asked). Reads again the setup lists, the workspace answer and what a change of visits changes. */
export const useAddClosure = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffAddClosure'>) => staffCall(auth, 'staffAddClosure', input),
    changes: (auth) => [...setupChangeKeys(auth), ...visitChangeKeys(auth)],
  });
