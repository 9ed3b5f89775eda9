import type { CallInput } from '../../../../lib/call-api';
import { staffKeys, staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Marks a patient message answered; reads the inbox again. */
export const useMarkMessageAnswered = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffMessageAnswered'>) => staffCall(auth, 'staffMessageAnswered', input),
    changes: (auth) => [staffKeys.inbox(auth)],
  });
