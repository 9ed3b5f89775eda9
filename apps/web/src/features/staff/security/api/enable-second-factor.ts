import type { CallInput } from '../../../../lib/call-api';
import { staffCall, staffKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Turns two-step login on with a first code; reads the workspace answer again (its second factor). */
export const useEnableSecondFactor = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffSecondFactorEnable'>) => staffCall(auth, 'staffSecondFactorEnable', input),
    changes: (auth) => [staffKeys.workspaces(auth)],
  });
