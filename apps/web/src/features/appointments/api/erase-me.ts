import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { clearLogin } from '../../../lib/storage';
import { useTenant } from '../../../lib/tenant/tenant-context';

export const eraseMe = (target: ApiTarget) => callApi(target, 'eraseMe', { body: { confirm: true } });

/** Erases the patient's data (the server ends the session). */
export function useEraseMe() {
  const { target } = useTenant();
  return useMutation({ mutationFn: () => eraseMe(target) });
}

/** After an erasure: the site forgets the login and what it read with it. */
export function useForgetErasedPatient() {
  const { key } = useTenant();
  const queryClient = useQueryClient();
  return () => {
    clearLogin();
    for (const queryKey of [siteKeys.appointments(key), siteKeys.family(key), siteKeys.waitlist(key)]) {
      queryClient.removeQueries({ queryKey });
    }
  };
}
