import type { CallInput } from '../../../../lib/call-api';
import { staffCall } from '../../workspace/api/staff-calls';
import { useStaffMutation } from '../../workspace/api/use-staff-mutation';

/** Stops a doctor's calendar feed; nothing shown is read again. */
export const useRevokeCalendarFeed = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffRevokeCalendarFeed'>) => staffCall(auth, 'staffRevokeCalendarFeed', input),
    changes: () => [],
  });
