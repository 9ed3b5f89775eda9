import type { CallInput } from '../../../../lib/call-api';
import { staffCall, staffKeys, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';
import { visitMoneyKeys } from './get-visit-money';

/** Gives part or all of a visit's money back (owners), or all of it and cancels; reads the agenda and payments again. */
export const useRefundVisit = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffRefundVisit'>) => staffCall(auth, 'staffRefundVisit', input),
    changes: (auth) => [...visitChangeKeys(auth), staffKeys.payments(auth), visitMoneyKeys(auth)],
  });
