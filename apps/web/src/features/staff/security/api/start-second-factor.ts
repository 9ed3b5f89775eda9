import type { CallInput } from '../../../../lib/call-api';
import { staffCall } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Makes this account a new authenticator key (its QR code); nothing shown changes until it is turned on. */
export const useStartSecondFactor = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffSecondFactorSetup'>) => staffCall(auth, 'staffSecondFactorSetup', input),
    changes: () => [],
  });
