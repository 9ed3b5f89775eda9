import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { familyKey } from '../../../lib/family/family-members';
import { clearLogin } from '../../../lib/storage';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { appointmentsKey } from './get-appointments';
import { waitlistKey } from './waitlist';

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
    for (const queryKey of [appointmentsKey(key), familyKey(key), waitlistKey(key)]) {
      queryClient.removeQueries({ queryKey });
    }
  };
}
