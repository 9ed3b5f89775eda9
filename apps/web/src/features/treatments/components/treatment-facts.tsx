import { useTranslation } from '../../../lib/use-translation';
import { cancellationFee, paymentRequired, priceSplit } from '../../../lib/treatment-price';
import { useFormatPrice } from '../../../lib/tenant/use-format-price';
import type { Treatment } from '../../../lib/catalog/treatment';

/** Duration, price, payment requirement and cancellation fee: the detail lines of a treatment. */
export function TreatmentFacts({ treatment, className = '' }: { treatment: Treatment; className?: string }) {
  const { t } = useTranslation('treatments');
  const price = useFormatPrice();
  const required = paymentRequired(treatment);
  const split = priceSplit(treatment);
  const rows = [
    { label: t('duration'), value: t('minutes', { count: treatment.time }) },
    { label: t('price'), value: <bdi>{price(split.price)}</bdi> },
    {
      label: t('payment'),
      value: (
        <>
          <span
            className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
              required ? 'bg-amber-100 text-amber-900' : 'bg-emerald-50 text-emerald-800'
            }`}
          >
            {required ? t('paymentRequired') : t('paymentNotRequired')}
          </span>
          {/* Part of the price paid online when booking: say how much, and what is left for the clinic. */}
          {split.online > 0 && split.atClinic > 0 && (
            <span className="mt-1 block text-xs font-normal text-slate-600">
              <bdi>{t('paidOnline', { amount: price(split.online) })}</bdi>,{' '}
              <bdi>{t('atClinic', { amount: price(split.atClinic) })}</bdi>
            </span>
          )}
        </>
      ),
    },
    { label: t('cancellationFee'), value: <FeeText treatment={treatment} required={required} /> },
  ];
  return (
    <dl className={`grid grid-cols-2 gap-x-4 gap-y-3 text-sm ${className}`}>
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-slate-500">{row.label}</dt>
          <dd className="mt-0.5 font-medium text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The cancellation fee by the one rule the cancel follows (decision 005): kept only from what was paid online, so a
 * treatment paid at the clinic has none when cancelled on the site.
 */
function FeeText({ treatment, required }: { treatment: Treatment; required: boolean }) {
  const { t } = useTranslation('treatments');
  const price = useFormatPrice();
  const fee = cancellationFee(treatment);
  if (fee <= 0) return <>{t('noCancellationFee')}</>;
  if (!required) return <>{t('noFeePaidAtClinic')}</>;
  return (
    <>
      <bdi>{price(fee)}</bdi>
      <span className="mt-1 block text-xs font-normal text-slate-600">{t('feeKeptOnline')}</span>
    </>
  );
}
