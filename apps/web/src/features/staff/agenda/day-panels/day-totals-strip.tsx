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
      {/* On a phone, three figures a line, each name and value side by side: the grid stays on the first screen. */}
      <dl className="grid grid-cols-3 gap-1 text-sm sm:flex sm:flex-wrap sm:gap-2">
        {figures.map(([key, value]) => (
          <div
            key={key}
            data-figure={key}
            className="flex items-baseline justify-between gap-1 rounded-lg bg-white px-2 py-1 ring-1 ring-slate-200 sm:min-w-24 sm:flex-col sm:items-stretch sm:justify-start sm:px-3 sm:py-1.5"
          >
            <dt className="truncate text-xs text-slate-600">{t(`totals.${key}`)}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums sm:text-lg">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
