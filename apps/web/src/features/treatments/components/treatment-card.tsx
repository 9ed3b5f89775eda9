import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../config/paths';
import { priceSplit } from '../../../lib/treatment-price';
import { useFormatPrice } from '../../../lib/tenant/use-format-price';
import { useTenant } from '../../../lib/tenant/tenant-context';
import type { Treatment } from '../../../lib/catalog/treatment';
import { TreatmentFacts } from './treatment-facts';
import { TreatmentImage } from './treatment-image';

type Props = {
  treatment: Treatment;
  branch: string | null;
  busy: boolean;
  onBook: (t: Treatment) => void;
  /** The first card: its image is the largest thing on the first screen. */
  first?: boolean;
};

export function TreatmentCard({ treatment, branch, busy, onBook, first = false }: Props) {
  const { t } = useTranslation('treatments');
  const price = useFormatPrice();
  const { key } = useTenant();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70 transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="relative aspect-[16/10] overflow-hidden bg-slate-100">
        <TreatmentImage treatment={treatment} priority={first} />
        <span className="absolute end-3 top-3 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-brand-800 shadow-sm">
          <bdi>{price(priceSplit(treatment).price)}</bdi>
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold text-slate-900">{treatment.name}</h2>
        <TreatmentFacts treatment={treatment} className="mt-4" />
        <div className="mt-auto flex flex-wrap gap-3 pt-6">
          <Link
            to={paths.treatment(key, treatment.id)}
            state={branch ? { branch } : undefined}
            aria-label={t('viewDetailsLabel', { name: treatment.name })}
            className="flex-1 rounded-full border border-brand-700 px-4 py-2.5 text-center text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50"
          >
            {t('viewDetails')}
          </Link>
          <button
            type="button"
            onClick={() => onBook(treatment)}
            disabled={busy}
            aria-label={t('bookNowLabel', { name: treatment.name })}
            className="flex-1 rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
          >
            {busy ? t('finding') : t('bookNow')}
          </button>
        </div>
      </div>
    </article>
  );
}
