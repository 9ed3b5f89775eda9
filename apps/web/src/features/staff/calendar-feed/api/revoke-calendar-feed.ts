import type { CallInput } from '../../../../lib/call-api';
import { staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Stops a doctor's calendar feed; nothing shown is read again. */
export const useRevokeCalendarFeed = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffRevokeCalendarFeed'>) => staffCall(auth, 'staffRevokeCalendarFeed', input),
    changes: () => [],
  });
