import type { CallInput } from '../../../../lib/call-api';
import { setupChangeKeys, staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Saves the clinic's billing details; reads the setup lists again. */
export const useSaveBillingDetails = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffSaveBillingDetails'>) => staffCall(auth, 'staffSaveBillingDetails', input),
    changes: setupChangeKeys,
  });
