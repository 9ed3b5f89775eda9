import { useTranslation } from '../../../../lib/use-translation';
import { formatPrice } from '../../../../lib/treatment-price';
import type { DayTotals } from './day-figures';

/** The day's figures in one strip: booked, waiting, completed, no-show, cancelled and the money taken. */
export function DayTotalsStrip({ totals, currency }: { totals: DayTotals; currency: string }) {
  const { t, i18n } = useTranslation('day');
  const figures = [
    ['booked', String(totals.booked)],
    ['waiting', String(totals.waiting)],
    ['completed', String(totals.completed)],
    ['noShow', String(totals.noShow)],
    ['cancelled', String(totals.cancelled)],
    ['taken', formatPrice(totals.takenMinor / 100, i18n.language, currency)],
  ] as const;
  return (
    <section aria-labelledby="day-totals-heading" data-testid="day-totals" className="print:hidden">
      <h2 id="day-totals-heading" className="sr-only">
        {t('totals.heading')}
      </h2>
      <dl className="flex flex-wrap gap-2 text-sm">
        {figures.map(([key, value]) => (
          <div
            key={key}
            data-figure={key}
            className="flex min-w-24 flex-col rounded-lg bg-white px-3 py-1.5 ring-1 ring-slate-200"
          >
            <dt className="text-xs text-slate-600">{t(`totals.${key}`)}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
