import type { TFunction } from '../../../../lib/translator';
import { useTranslation } from '../../../../lib/use-translation';
import type { TSeriesConflict } from '@clinic/contract/core/error-codes';
import { showToast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { failureMessage } from '../../../../lib/errors/failure-text';

/**
 * Why a change was refused, in the page language, the request field it is about when the server named one, and
 * the dates a series could not take (SERIES_CONFLICT).
 */
export type Refusal = { message: string; field?: string | undefined; conflicts?: TSeriesConflict[] | undefined };

/** The refusal a failed call carries, told in the page language. */
export function refusalOf(failure: unknown, t: TFunction<'staff'>): Refusal {
  const message = failureMessage(failure, t('errors.generic'), t('errors.unanswered'));
  const params = failure instanceof ApiError ? failure.params : undefined;
  return { message, field: params?.field, conflicts: params?.conflicts };
}

/** What the feedback reads of a mutation (a `useMutation` result). */
export type ChangeMutation<TInput, TAnswer> = {
  mutateAsync: (input: TInput) => Promise<TAnswer>;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  submittedAt: number;
};

/**
 * The feedback of a screen's changes: `run` makes one, and done shows a toast (a text, or one made from the
 * answer); `pending` while any runs; `refusal` (and its `error` text) is the reason the latest one was refused.
 * `run` answers undefined on a refusal (and hands it to `onRefused`, when given) and throws nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mutations of any input and answer
export function useChangeFeedback(...mutations: ChangeMutation<any, any>[]) {
  const { t } = useTranslation('staff');
  const latest = mutations.reduce<(typeof mutations)[number] | undefined>(
    (found, mutation) => (mutation.submittedAt > (found?.submittedAt ?? 0) ? mutation : found),
    undefined,
  );
  const refusal = latest?.isError ? refusalOf(latest.error, t) : undefined;

  async function run<TInput, TAnswer>(
    mutation: ChangeMutation<TInput, TAnswer>,
    input: TInput,
    done: string | ((answer: TAnswer) => string),
    onRefused?: (failure: unknown) => void,
  ): Promise<TAnswer | undefined> {
    try {
      const answer = await mutation.mutateAsync(input);
      showToast('success', typeof done === 'string' ? done : done(answer));
      return answer;
    } catch (failure) {
      onRefused?.(failure);
      return undefined;
    }
  }
  return { run, pending: mutations.some((mutation) => mutation.isPending), refusal, error: refusal?.message };
}
