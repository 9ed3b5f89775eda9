import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSeriesConflict } from '@clinic/contract/core/error-codes';
import { showToast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { failureMessage } from '../../../../lib/errors/failure-text';
import { type StaffAuth, staffKeys } from './staff-calls';

/**
 * Why a change was refused, in the page language, the request field it is about when the server named one, and
 * the dates a series could not take (SERIES_CONFLICT).
 */
export type Refusal = { message: string; field?: string | undefined; conflicts?: TSeriesConflict[] | undefined };

/**
 * Runs one staff change: while it runs `pending`; done, a toast says so (a text, or one made from the answer)
 * and everything the workspace shows is read again; refused, `error` holds the reason in the page language and
 * `refusal` also its field and a series' conflicting dates (and nothing is thrown).
 */
export function useStaffAction(auth: StaffAuth) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();

  async function run<T>(change: () => Promise<T>, done: string | ((answer: T) => string)): Promise<T | undefined> {
    setPending(true);
    setRefusal(undefined);
    try {
      const answer = await change();
      showToast('success', typeof done === 'string' ? done : done(answer));
      await queryClient.invalidateQueries({ queryKey: staffKeys.all(auth) });
      return answer;
    } catch (failure) {
      const message = failureMessage(failure, t('errors.generic'), t('errors.unanswered'));
      const params = failure instanceof ApiError ? failure.params : undefined;
      setRefusal({ message, field: params?.field, conflicts: params?.conflicts });
      return undefined;
    } finally {
      setPending(false);
    }
  }
  return { run, pending, error: refusal?.message, refusal };
}
