import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Spinner } from '../../../components/ui/spinner';
import { type Clinic, useClinics } from '../../../lib/catalog/get-clinics';
import { useTreatments } from '../../../lib/catalog/get-treatments';
import type { Treatment } from '../../../lib/catalog/treatment';
import { priceSplit } from '../../../lib/treatment-price';
import { useFormatPrice } from '../../../lib/tenant/use-format-price';
import { DEFAULT_BRANCH } from '../booking-rules';

const choice =
  'flex w-full items-center justify-between gap-4 rounded-xl bg-white px-4 py-3 text-start ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * The embed's first step: a treatment, then its branch when several offer it (one, or none listed, goes on at
 * once, as the treatment's own page does).
 */
export function TreatmentChoice({ onChosen }: { onChosen: (treatmentId: string, branch: string) => void }) {
  const { t } = useTranslation('booking');
  const price = useFormatPrice();
  const treatments = useTreatments();
  const clinics = useClinics();
  const [picking, setPicking] = useState<{ treatment: Treatment; branches: Clinic[] } | null>(null);

  if (treatments.isPending || clinics.isPending) return <Spinner />;
  if (treatments.isError) {
    return (
      <p role="alert" className="py-6 text-center text-red-800">
        {t('messages.treatmentFailed')}
      </p>
    );
  }

  const choose = (treatment: Treatment) => {
    const branches = (clinics.data ?? []).filter((clinic) => treatment.branch.includes(clinic.id));
    if (branches.length > 1) return setPicking({ treatment, branches });
    onChosen(treatment.id, branches[0]?.id ?? treatment.branch[0] ?? DEFAULT_BRANCH);
  };

  if (picking) {
    return (
      <section aria-labelledby="embed-branch-heading" className="space-y-3">
        <h2 id="embed-branch-heading" className="text-lg font-semibold text-slate-900">
          {t('embed.chooseBranch', { name: picking.treatment.name })}
        </h2>
        <ul className="space-y-2">
          {picking.branches.map((branch) => (
            <li key={branch.id}>
              <button type="button" className={choice} onClick={() => onChosen(picking.treatment.id, branch.id)}>
                <span className="font-semibold text-slate-900">{branch.name}</span>
                {branch.address && <span className="text-sm text-slate-600">{branch.address}</span>}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="text-sm font-semibold text-brand-800 underline"
          onClick={() => setPicking(null)}
        >
          {t('embed.back')}
        </button>
      </section>
    );
  }

  const list = treatments.data;
  return (
    <section aria-labelledby="embed-treatment-heading" className="space-y-3">
      <h2 id="embed-treatment-heading" className="text-lg font-semibold text-slate-900">
        {t('embed.chooseTreatment')}
      </h2>
      {list.length === 0 && <p className="text-slate-600">{t('embed.none')}</p>}
      <ul className="space-y-2">
        {list.map((treatment) => (
          <li key={treatment.id}>
            <button
              type="button"
              className={choice}
              aria-label={t('embed.book', { name: treatment.name })}
              onClick={() => choose(treatment)}
            >
              <span>
                <span className="block font-semibold text-slate-900">{treatment.name}</span>
                <span className="text-sm text-slate-600">{t('header.duration', { minutes: treatment.time })}</span>
              </span>
              <bdi className="font-semibold text-brand-800">{price(priceSplit(treatment).price)}</bdi>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
