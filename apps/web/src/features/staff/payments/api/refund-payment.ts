import type { CallInput } from '../../../../lib/call-api';
import { staffKeys, staffCall } from '../../workspace/api/staff-calls';
import { useStaffMutation } from '../../workspace/api/use-staff-mutation';

/** Refunds a paid visit (owners); reads the payments again. */
export const useRefundPayment = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffRefundPayment'>) => staffCall(auth, 'staffRefundPayment', input),
    changes: (auth) => [staffKeys.payments(auth)],
  });
