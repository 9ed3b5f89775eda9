import type { CallInput } from '../../../../lib/call-api';
import { staffCall, staffKeys } from '../../core/api/staff-calls';
import { useStaffMutation } from '../../core/api/use-staff-mutation';

/** Requires two-step login of every account, or not (owners); reads the workspace answer again. */
export const useSetSecondFactorPolicy = () =>
  useStaffMutation({
    change: (auth, input: CallInput<'staffSecondFactorPolicy'>) => staffCall(auth, 'staffSecondFactorPolicy', input),
    changes: (auth) => [staffKeys.workspaces(auth)],
  });
