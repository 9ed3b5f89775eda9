import type { CallInput } from '../../../../lib/call-api';
import { staffKeys, staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Marks a patient message read; reads the inbox again. */
export const useMarkMessageRead = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffMessageRead'>) => staffCall(auth, 'staffMessageRead', input),
    changes: (auth) => [staffKeys.inbox(auth)],
  });
