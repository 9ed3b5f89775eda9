import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast';
import { failureMessage } from '../../../lib/errors/failure-text';
import { type StaffAuth, staffKeys } from './staff-calls';

/**
 * Runs one staff change: while it runs `pending`; done, a toast says so and everything the workspace shows is
 * read again; refused, `error` holds the reason in the page language (and nothing is thrown).
 */
export function useStaffAction(auth: StaffAuth) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function run<T>(change: () => Promise<T>, done: string): Promise<T | undefined> {
    setPending(true);
    setError(undefined);
    try {
      const answer = await change();
      showToast('success', done);
      await queryClient.invalidateQueries({ queryKey: staffKeys.all(auth) });
      return answer;
    } catch (failure) {
      setError(failureMessage(failure, t('errors.generic'), t('errors.unanswered')));
      return undefined;
    } finally {
      setPending(false);
    }
  }
  return { run, pending, error };
}
