import type { CallInput } from '../../../../lib/call-api';
import { staffCall, staffKeys, visitChangeKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';
import { visitMoneyKeys } from './get-visit-money';

/** Records money taken at the desk for a visit; reads the agenda and payments again. */
export const useRecordDeskPayment = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffDeskPayment'>) => staffCall(auth, 'staffDeskPayment', input),
    changes: (auth) => [...visitChangeKeys(auth), staffKeys.payments(auth), visitMoneyKeys(auth)],
  });
