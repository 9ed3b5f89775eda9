import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { CloseIcon } from '../../../components/ui/icons';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { StateMessage } from '../../../components/ui/state-message';
import { paths } from '../../../config/paths';
import { clinicsQueryOptions } from '../../../lib/catalog/get-clinics';
import { InvalidDataError } from '../../../lib/catalog/list-payload';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { useTreatments } from '../../../lib/catalog/get-treatments';
import { paginate, parsePage } from '../paging';
import { BranchPicker } from './branch-picker';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { TreatmentCard } from './treatment-card';
import { useBookNow } from './use-book-now';

export function TreatmentsPage() {
  const { t } = useTranslation('treatments');
  const { key, target } = useTenant();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const branch = params.get('branch') || null;
  const treatments = useTreatments();
  const branches = useTemplate().data?.branch;
  const bookNow = useBookNow('list', branch);

  // Book Now needs the clinic list; fetch it early so the click answers at once.
  useEffect(() => {
    void queryClient.prefetchQuery(clinicsQueryOptions(key, target));
  }, [queryClient, key, target]);

  const visible = useMemo(
    () => (treatments.data ?? []).filter((x) => !branch || x.branch.includes(branch)),
    [treatments.data, branch],
  );
  const current = paginate(visible, parsePage(params.get('page')));

  // A new page starts at the top.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [current.page]);

  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    if (page <= 1) next.delete('page');
    else next.set('page', String(page));
    setParams(next);
  };

  const branchName = branch ? branches?.find((b) => String(b.id) === branch)?.branch_name : undefined;

  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle')}>
        {branch && (
          <p className="mt-5 inline-flex flex-wrap items-center gap-2 rounded-full bg-white px-4 py-2 text-sm text-slate-700 shadow-sm ring-1 ring-brand-200">
            <span>{branchName ? t('filteredBy', { branch: branchName }) : t('filteredById', { branch })}</span>
            <Link
              to={paths.treatments(key)}
              className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline"
            >
              <CloseIcon className="size-4" />
              {t('showAll')}
            </Link>
          </p>
        )}
      </PageHeading>
      <div className="mx-auto max-w-6xl px-4 pb-8">
        {treatments.isPending ? (
          <CardGridSkeleton label={t('loading')} />
        ) : treatments.isError ? (
          <StateMessage
            kind="error"
            message={treatments.error instanceof InvalidDataError ? t('invalidData') : t('failed')}
            onRetry={() => void treatments.refetch()}
          />
        ) : visible.length === 0 ? (
          <StateMessage kind="empty" message={t('empty')} />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {current.items.map((treatment, index) => (
                <li key={treatment.id} className="flex">
                  <TreatmentCard
                    treatment={treatment}
                    branch={branch}
                    busy={bookNow.pendingId === treatment.id}
                    onBook={(x) => void bookNow.book(x)}
                    first={index === 0}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              page={current.page}
              pageCount={current.pageCount}
              onChange={goTo}
              label={t('pagination.label')}
            />
          </>
        )}
      </div>
      <BranchPicker state={bookNow.picker} onClose={bookNow.closePicker} onChoose={bookNow.chooseBranch} />
    </>
  );
}
