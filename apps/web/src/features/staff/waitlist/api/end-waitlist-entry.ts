import type { CallInput } from '../../../../lib/call-api';
import { staffCall, staffKeys, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Ends a waitlist entry as served or removed with a reason; reads the waitlist and the free times again. */
export const useEndWaitlistEntry = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffEndWaitlistEntry'>) => staffCall(auth, 'staffEndWaitlistEntry', input),
    changes: (auth) => [staffKeys.waitlist(auth), ...visitChangeKeys(auth)],
  });
