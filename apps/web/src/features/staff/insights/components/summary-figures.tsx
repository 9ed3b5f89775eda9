import { useTranslation } from '../../../../lib/use-translation';
import { isRightToLeft } from '@clinic/contract/site/languages';
import type { TInsights, TPeriodFigures } from '@clinic/contract/staff/staff-insights';
import { formatChange, formatMoney, formatNumber, formatPeriod, formatRate } from '../insights-format';
import { COMPARED_COUNTS, SUMMARY_FIGURES, type SummaryFigure } from '../insights-rows';
import type { InsightsAsk } from '../api/get-insights';
import { BarChart, ChartLegend } from './bar-chart';
import { FigurePanel, captionClass, headCell, nameCell, numberCell, numberHead, tableClass } from './figure-panel';

/** A figure of one period, written as its kind says. */
function useFigureText(currency: string) {
  const { i18n } = useTranslation('insights');
  return (figure: SummaryFigure, figures: TPeriodFigures) => {
    const value = figures[figure.key];
    if (figure.kind === 'rate') return formatRate(value as number | null, i18n.language);
    if (figure.kind === 'money') return formatMoney(value as number, currency, i18n.language);
    return formatNumber(value as number | null, i18n.language);
  };
}

/** The period's figures as cards, each with the period before's, for a glance. */
export function SummaryCards({ insights }: { insights: TInsights }) {
  const { t } = useTranslation('insights');
  const text = useFigureText(insights.currency);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {SUMMARY_FIGURES.map((figure) => (
        <li key={figure.key} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <p className="text-sm text-slate-600">{t(`figures.${figure.key}`)}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{text(figure, insights)}</p>
          <p className="text-xs text-slate-600">{t('previous', { value: text(figure, insights.previous) })}</p>
        </li>
      ))}
    </ul>
  );
}

/** The counts of this period beside the period before's: a chart, and the whole summary as a table. */
export function SummaryComparison({ insights, ask }: { insights: TInsights; ask: InsightsAsk }) {
  const { t, i18n } = useTranslation('insights');
  const text = useFigureText(insights.currency);
  const lang = i18n.language;
  const period = formatPeriod(insights, lang);
  const previous = formatPeriod(insights.previous, lang);
  const series = [
    { name: `${t('thisPeriod')} (${period})`, className: 'fill-brand-700' },
    { name: `${t('previousPeriod')} (${previous})`, className: 'fill-slate-400' },
  ];
  return (
    <FigurePanel
      id="insights-summary"
      heading={t('summary.heading')}
      csv={{ ask, table: 'summary' }}
      chart={
        <>
          <ChartLegend series={series} />
          <BarChart
            rtl={isRightToLeft(lang)}
            series={series}
            format={(value) => formatNumber(value, lang)}
            rows={COMPARED_COUNTS.map((key) => ({
              key,
              label: t(`figures.${key}`),
              values: [insights[key], insights.previous[key]],
            }))}
          />
        </>
      }
      table={
        <table className={tableClass}>
          <caption className={captionClass}>{t('summary.caption', { period, previous })}</caption>
          <thead>
            <tr>
              <th scope="col" className={headCell}>
                {t('figure')}
              </th>
              <th scope="col" className={numberHead}>
                {t('thisPeriod')}
              </th>
              <th scope="col" className={numberHead}>
                {t('previousPeriod')}
              </th>
              <th scope="col" className={numberHead}>
                {t('change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {SUMMARY_FIGURES.map((figure) => (
              <tr key={figure.key}>
                <th scope="row" className={`${nameCell} font-normal`}>
                  {t(`figures.${figure.key}`)}
                </th>
                <td className={numberCell}>{text(figure, insights)}</td>
                <td className={numberCell}>{text(figure, insights.previous)}</td>
                <td className={numberCell}>
                  <span dir="ltr">
                    {formatChange(insights[figure.key], insights.previous[figure.key], lang, figure.kind === 'rate')}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
