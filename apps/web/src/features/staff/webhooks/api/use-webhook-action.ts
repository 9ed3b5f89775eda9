import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { showToast } from '../../../../components/ui/toast';
import { type Refusal, refusalOf } from '../../workspace/api/use-change-feedback';
import { type StaffAuth, staffKeys } from '../../workspace/api/staff-calls';

export type { Refusal } from '../../workspace/api/use-change-feedback';

/**
 * Runs one staff change (kept while screens move to the per-call hooks of `<area>/api/`): while it runs `pending`; done, a toast says so (a text, or one made from the answer)
 * and everything the workspace shows is read again; refused, `error` holds the reason in the page language and
 * `refusal` also its field and a series' conflicting dates (and nothing is thrown).
 */
export function useWebhookAction(auth: StaffAuth) {
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
      setRefusal(refusalOf(failure, t));
      return undefined;
    } finally {
      setPending(false);
    }
  }
  return { run, pending, error: refusal?.message, refusal };
}
