import { useMutation } from '@tanstack/react-query';
import { useStaffAuth } from '../../core/api/staff-auth';
import { staffCall } from '../../core/api/staff-calls';
import { writeStaffToken } from '../../core/api/staff-session';

/** Ends this login on the server and forgets its token here, so the page shows the login again. */
export function useStaffLogout() {
  const auth = useStaffAuth();
  return useMutation({
    mutationFn: () => staffCall(auth, 'staffLogout', {}).catch(() => undefined),
    onSettled: () => writeStaffToken(auth.clinic, null),
  });
}
