import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowIcon } from '../../../components/ui/icons';
import { SafeHtml } from '../../../components/ui/safe-html';
import { Skeleton } from '../../../components/ui/skeleton';
import { StateMessage } from '../../../components/ui/state-message';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { displayPrice, formatShekels } from '../../../lib/treatment-price';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { useTreatment } from '../../../lib/catalog/treatment';
import { BranchPicker } from './branch-picker';
import { TreatmentFacts } from './treatment-facts';
import { TreatmentImage } from './treatment-image';
import { useBookNow } from './use-book-now';

export function TreatmentDetailPage() {
  const { t, i18n } = useTranslation('treatments');
  const { key } = useTenant();
  const id = useParams().id ?? '';
  // Coming from a list filtered by branch, that branch is already chosen.
  const fromBranch = (useLocation().state as { branch?: string } | null)?.branch ?? null;
  const query = useTreatment(id);
  const bookNow = useBookNow('detail', fromBranch);
  const treatment = query.data;

  const back = (
    <Link
      to={fromBranch ? paths.treatments(key, fromBranch) : paths.treatments(key)}
      className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowIcon className="size-4 rotate-180" />
      {t('detail.back')}
    </Link>
  );

  if (query.isPending)
    return (
      <div className="mx-auto max-w-5xl px-4 py-10" role="status">
        <span className="sr-only">{t('detail.loading')}</span>
        <Skeleton className="h-4 w-40" />
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <Skeleton className="aspect-[4/3]" />
          <div className="space-y-4">
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-12 w-40 rounded-full" />
          </div>
        </div>
      </div>
    );

  if (query.isError || !treatment) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        {back}
        <div className="mt-8">
          <StateMessage
            kind="error"
            message={status === 404 || status === 400 ? t('detail.notFound') : t('detail.failed')}
          />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      {back}
      <article className="mt-6 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/70 md:grid md:grid-cols-2">
        <div className="aspect-[4/3] bg-slate-100 md:aspect-auto md:min-h-80">
          <TreatmentImage treatment={treatment} priority />
        </div>
        <div className="flex flex-col p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{treatment.name}</h1>
          <p className="mt-2 text-2xl font-semibold text-brand-700">
            <bdi>{formatShekels(displayPrice(treatment), i18n.language)}</bdi>
          </p>
          <TreatmentFacts treatment={treatment} className="mt-6 rounded-2xl bg-slate-50 p-4" />
          <button
            type="button"
            onClick={() => void bookNow.book(treatment)}
            disabled={bookNow.pendingId !== null}
            className="mt-8 rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 sm:self-start"
          >
            {bookNow.pendingId ? t('finding') : t('bookNow')}
          </button>
        </div>
      </article>
      {treatment.description && (
        <section className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200/70 sm:p-8">
          <h2 className="text-xl font-semibold text-slate-900">{t('detail.about')}</h2>
          <SafeHtml html={treatment.description} className="mt-4 text-slate-700" />
        </section>
      )}
      <BranchPicker state={bookNow.picker} onClose={bookNow.closePicker} onChoose={bookNow.chooseBranch} />
    </div>
  );
}
