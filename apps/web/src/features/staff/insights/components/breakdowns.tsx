import { useTranslation } from '../../../../lib/use-translation';
import { isRightToLeft } from '@clinic/contract/site/languages';
import type { TInsights } from '@clinic/contract/staff/staff-insights';
import { formatMoney, formatNumber, formatPeriod, formatRate, weekdayName } from '../insights-format';
import { hoursOf, weekdayRows } from '../insights-rows';
import type { InsightsAsk } from '../api/get-insights';
import { BarChart, ChartLegend } from './bar-chart';
import { FigurePanel, captionClass, headCell, nameCell, numberCell, numberHead, tableClass } from './figure-panel';

type Props = { insights: TInsights; ask: InsightsAsk };

function Head({ names }: { names: Array<[string, 'name' | 'number']> }) {
  return (
    <thead>
      <tr>
        {names.map(([name, kind]) => (
          <th key={name} scope="col" className={kind === 'name' ? headCell : numberHead}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Each doctor's fill rate (a chart) and visits, no-shows and hours (the table). */
export function DoctorsPanel({ insights, ask }: Props) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  return (
    <FigurePanel
      id="insights-doctors"
      heading={t('doctors.heading')}
      csv={{ ask, table: 'doctors' }}
      chart={
        <BarChart
          rtl={isRightToLeft(lang)}
          series={[{ name: t('figures.fill_rate'), className: 'fill-brand-700' }]}
          format={(value) => formatRate(value, lang)}
          max={Math.max(1, ...insights.by_doctor.map((row) => row.fill_rate ?? 0))}
          rows={insights.by_doctor.map((row) => ({ key: row.doctor_id, label: row.name, values: [row.fill_rate] }))}
        />
      }
      table={
        <table className={tableClass}>
          <caption className={captionClass}>{t('doctors.caption', { period: formatPeriod(insights, lang) })}</caption>
          <Head
            names={[
              [t('doctors.doctor'), 'name'],
              [t('figures.visits'), 'number'],
              [t('figures.no_shows'), 'number'],
              [t('figures.fill_rate'), 'number'],
              [t('doctors.booked'), 'number'],
              [t('doctors.open'), 'number'],
            ]}
          />
          <tbody>
            {insights.by_doctor.map((row) => (
              <tr key={row.doctor_id}>
                <th scope="row" className={`${nameCell} font-normal`}>
                  {row.name}
                </th>
                <td className={numberCell}>{formatNumber(row.visits, lang)}</td>
                <td className={numberCell}>{formatNumber(row.no_shows, lang)}</td>
                <td className={numberCell}>{formatRate(row.fill_rate, lang)}</td>
                <td className={numberCell}>{formatNumber(hoursOf(row.booked_minutes), lang)}</td>
                <td className={numberCell}>{formatNumber(hoursOf(row.open_minutes), lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/** Each treatment's visits (a chart) and the money taken and refunded for it (the table). */
export function TreatmentsPanel({ insights, ask }: Props) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const money = (amount: number) => formatMoney(amount, insights.currency, lang);
  return (
    <FigurePanel
      id="insights-treatments"
      heading={t('treatments.heading')}
      csv={{ ask, table: 'treatments' }}
      chart={
        <BarChart
          rtl={isRightToLeft(lang)}
          series={[{ name: t('figures.visits'), className: 'fill-brand-700' }]}
          format={(value) => formatNumber(value, lang)}
          rows={insights.by_treatment.map((row) => ({ key: row.treatment_id, label: row.name, values: [row.visits] }))}
        />
      }
      table={
        <table className={tableClass}>
          <caption className={captionClass}>
            {t('treatments.caption', { period: formatPeriod(insights, lang) })}
          </caption>
          <Head
            names={[
              [t('treatments.treatment'), 'name'],
              [t('figures.visits'), 'number'],
              [t('figures.revenue'), 'number'],
              [t('figures.refunded'), 'number'],
            ]}
          />
          <tbody>
            {insights.by_treatment.map((row) => (
              <tr key={row.treatment_id}>
                <th scope="row" className={`${nameCell} font-normal`}>
                  {row.name}
                </th>
                <td className={numberCell}>{formatNumber(row.visits, lang)}</td>
                <td className={numberCell}>{money(row.revenue)}</td>
                <td className={numberCell}>{money(row.refunded)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/** Visits and no-shows on each day of the clinic's week. */
export function WeekdaysPanel({ insights, ask, firstDay }: Props & { firstDay: number }) {
  const { t, i18n } = useTranslation('insights');
  const lang = i18n.language;
  const rows = weekdayRows(insights.by_weekday, firstDay);
  const series = [
    { name: t('figures.visits'), className: 'fill-brand-700' },
    { name: t('figures.no_shows'), className: 'fill-amber-500' },
  ];
  return (
    <FigurePanel
      id="insights-weekdays"
      heading={t('weekdays.heading')}
      csv={{ ask, table: 'weekdays' }}
      chart={
        <>
          <ChartLegend series={series} />
          <BarChart
            rtl={isRightToLeft(lang)}
            series={series}
            format={(value) => formatNumber(value, lang)}
            rows={rows.map((row) => ({
              key: row.weekday,
              label: weekdayName(row.weekday, lang),
              values: [row.visits, row.no_shows],
            }))}
          />
        </>
      }
      table={
        <table className={tableClass}>
          <caption className={captionClass}>{t('weekdays.caption', { period: formatPeriod(insights, lang) })}</caption>
          <Head
            names={[
              [t('weekdays.day'), 'name'],
              [t('figures.visits'), 'number'],
              [t('figures.no_shows'), 'number'],
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.weekday}>
                <th scope="row" className={`${nameCell} font-normal`}>
                  {weekdayName(row.weekday, lang)}
                </th>
                <td className={numberCell}>{formatNumber(row.visits, lang)}</td>
                <td className={numberCell}>{formatNumber(row.no_shows, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
