import { useLocation, useParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { DetailPage, detailStatus } from '../../../components/detail-page';
import { SafeHtml } from '../../../components/ui/safe-html';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { priceSplit } from '../../../lib/treatment-price';
import { useFormatPrice } from '../../../lib/tenant/use-format-price';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { type Treatment, useTreatment } from '../../../lib/catalog/treatment';
import { BranchPicker } from './branch-picker';
import { FirstAvailable } from './first-available';
import { TreatmentFacts } from './treatment-facts';
import { TreatmentImage } from './treatment-image';
import { useBookNow } from './use-book-now';

export function TreatmentDetailPage() {
  const { key } = useTenant();
  // Coming from a list filtered by branch, that branch is already chosen.
  const fromBranch = (useLocation().state as { branch?: string } | null)?.branch ?? null;
  const query = useTreatment(useParams().id ?? '');
  const treatment = query.data;
  return (
    <DetailPage
      namespace="treatments"
      width="max-w-5xl"
      backTo={fromBranch ? paths.treatments(key, fromBranch) : paths.treatments(key)}
      status={detailStatus(query, treatment !== undefined)}
      skeleton={
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <Skeleton className="aspect-[4/3]" />
          <div className="space-y-4">
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-12 w-40 rounded-full" />
          </div>
        </div>
      }
    >
      {treatment && <TreatmentDetails treatment={treatment} fromBranch={fromBranch} />}
    </DetailPage>
  );
}

function TreatmentDetails({ treatment, fromBranch }: { treatment: Treatment; fromBranch: string | null }) {
  const { t } = useTranslation('treatments');
  const price = useFormatPrice();
  const bookNow = useBookNow('detail', fromBranch);
  return (
    <>
      <article className="mt-6 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/70 md:grid md:grid-cols-2">
        <div className="aspect-[4/3] bg-slate-100 md:aspect-auto md:min-h-80">
          <TreatmentImage treatment={treatment} priority />
        </div>
        <div className="flex flex-col p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{treatment.name}</h1>
          <p className="mt-2 text-2xl font-semibold text-brand-700">
            <bdi>{price(priceSplit(treatment).price)}</bdi>
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
          <FirstAvailable treatmentId={treatment.id} />
        </div>
      </article>
      {treatment.description && (
        <section className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200/70 sm:p-8">
          <h2 className="text-xl font-semibold text-slate-900">{t('detail.about')}</h2>
          <SafeHtml html={treatment.description} className="mt-4 text-slate-700" />
        </section>
      )}
      <BranchPicker state={bookNow.picker} onClose={bookNow.closePicker} onChoose={bookNow.chooseBranch} />
    </>
  );
}
