import { useMutation } from '@tanstack/react-query';
import { useStaffAuth } from '../../workspace/api/staff-auth';
import { staffCall } from '../../workspace/api/staff-calls';
import { writeStaffToken } from './staff-session';

/** Ends this login on the server and forgets its token here, so the page shows the login again. */
export function useStaffLogout() {
  const auth = useStaffAuth();
  return useMutation({
    mutationFn: () => staffCall(auth, 'staffLogout', {}).catch(() => undefined),
    onSettled: () => writeStaffToken(auth.clinic, null),
  });
}
