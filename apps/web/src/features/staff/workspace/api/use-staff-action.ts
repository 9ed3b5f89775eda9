import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { failureMessage } from '../../../../lib/errors/failure-text';
import { type StaffAuth, staffKeys } from './staff-calls';

/** Why a change was refused, in the page language, and the request field it is about when the server named one. */
export type Refusal = { message: string; field?: string | undefined };

/**
 * Runs one staff change: while it runs `pending`; done, a toast says so and everything the workspace shows is
 * read again; refused, `error` holds the reason in the page language and `refusal` also its field (and nothing
 * is thrown).
 */
export function useStaffAction(auth: StaffAuth) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();

  async function run<T>(change: () => Promise<T>, done: string): Promise<T | undefined> {
    setPending(true);
    setRefusal(undefined);
    try {
      const answer = await change();
      showToast('success', done);
      await queryClient.invalidateQueries({ queryKey: staffKeys.all(auth) });
      return answer;
    } catch (failure) {
      const message = failureMessage(failure, t('errors.generic'), t('errors.unanswered'));
      setRefusal({ message, field: failure instanceof ApiError ? failure.params?.field : undefined });
      return undefined;
    } finally {
      setPending(false);
    }
  }
  return { run, pending, error: refusal?.message, refusal };
}
