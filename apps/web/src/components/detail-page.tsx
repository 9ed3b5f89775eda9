import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { ApiError } from '../lib/api-client';
import { ArrowIcon } from './ui/icons';
import { Skeleton } from './ui/skeleton';
import { StateMessage } from './ui/state-message';

export type DetailStatus = 'loading' | 'ready' | 'notFound' | 'failed';

/**
 * Where a detail page's query stands. An id the clinic does not have (404, or 400 for a malformed one) and
 * an item it does not list are "not found"; any other failure is "failed" (try again later).
 */
export function detailStatus(query: { isPending: boolean; error: unknown }, listed: boolean): DetailStatus {
  if (query.isPending) return 'loading';
  if (query.error) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return status === 404 || status === 400 ? 'notFound' : 'failed';
  }
  return listed ? 'ready' : 'notFound';
}

type Props = {
  /** The feature's translations, each with detail.back, detail.loading, detail.notFound and detail.failed. */
  namespace: 'clinics' | 'doctors' | 'treatments';
  width: 'max-w-4xl' | 'max-w-5xl' | 'max-w-6xl';
  backTo: string;
  status: DetailStatus;
  /** The page's shape while it loads, under the back link's placeholder. */
  skeleton: ReactNode;
  children: ReactNode;
};

/** A doctor's, clinic's or treatment's page: the way back to its list, then the item, its skeleton or why not. */
export function DetailPage({ namespace, width, backTo, status, skeleton, children }: Props) {
  const { t } = useTranslation(namespace);
  if (status === 'loading') {
    return (
      <div className={`mx-auto ${width} px-4 py-10`} role="status">
        <span className="sr-only">{t('detail.loading')}</span>
        <Skeleton className="h-4 w-32" />
        {skeleton}
      </div>
    );
  }
  return (
    <div className={`mx-auto ${width} px-4 py-8 sm:py-10`}>
      <Link to={backTo} className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline">
        <ArrowIcon className="size-4 rotate-180" />
        {t('detail.back')}
      </Link>
      {status === 'ready' ? (
        children
      ) : (
        <div className="mt-8">
          <StateMessage kind="error" message={t(status === 'notFound' ? 'detail.notFound' : 'detail.failed')} />
        </div>
      )}
    </div>
  );
}
