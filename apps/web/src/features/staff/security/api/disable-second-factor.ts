import type { CallInput } from '../../../../lib/call-api';
import { staffCall, staffKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Turns two-step login off with a code; reads the workspace answer again. */
export const useDisableSecondFactor = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffSecondFactorDisable'>) => staffCall(auth, 'staffSecondFactorDisable', input),
    changes: (auth) => [staffKeys.workspaces(auth)],
  });
