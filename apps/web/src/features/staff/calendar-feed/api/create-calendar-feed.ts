import type { CallInput } from '../../../../lib/call-api';
import { staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Makes a doctor's calendar feed address (a new one replaces the old); nothing shown is read again. */
export const useCreateCalendarFeed = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffCreateCalendarFeed'>) => staffCall(auth, 'staffCreateCalendarFeed', input),
    changes: () => [],
  });
