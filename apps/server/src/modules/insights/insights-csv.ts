import type { TLang } from '@clinic/contract/core/common';
import { DAY_NAMES } from '@clinic/contract/catalog/days';
import { INTL_LOCALES } from '@clinic/contract/site/languages';
import type { TInsights, TPeriodFigures } from '@clinic/contract/staff/staff-insights';
import { CSV_BOM, type CsvCell, csvLines } from '../../lib/csv';

type Table = 'summary' | 'doctors' | 'treatments' | 'weekdays';

const SUMMARY_ROWS: Array<keyof TPeriodFigures> = [
  'visits',
  'no_shows',
  'no_show_rate',
  'fill_rate',
  'cancellations',
  'late_cancellations',
  'new_patients',
  'median_days_ahead',
  'revenue',
  'refunded',
];

/** One table of the insights screen as CSV: machine names in the header, figures as the JSON answer has them. */
export function insightsCsv(insights: TInsights, table: Table, lang: TLang): string {
  const weekdayName = (day: number) =>
    new Intl.DateTimeFormat(INTL_LOCALES[lang], { weekday: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, 0, 4 + day),
    );
  const rows: CsvCell[][] =
    table === 'summary'
      ? [
          ['figure', `${insights.from}..${insights.to}`, `${insights.previous.from}..${insights.previous.to}`],
          ...SUMMARY_ROWS.map((key) => [key, insights[key], insights.previous[key]]),
        ]
      : table === 'doctors'
        ? [
            ['doctor_id', 'doctor', 'visits', 'no_shows', 'fill_rate', 'booked_minutes', 'open_minutes'],
            ...insights.by_doctor.map((row) => [
              row.doctor_id,
              row.name,
              row.visits,
              row.no_shows,
              row.fill_rate,
              row.booked_minutes,
              row.open_minutes,
            ]),
          ]
        : table === 'treatments'
          ? [
              ['treatment_id', 'treatment', 'visits', `revenue_${insights.currency}`, `refunded_${insights.currency}`],
              ...insights.by_treatment.map((row) => [
                row.treatment_id,
                row.name,
                row.visits,
                row.revenue,
                row.refunded,
              ]),
            ]
          : [
              ['weekday', 'day', 'visits', 'no_shows'],
              ...insights.by_weekday.map((row) => [
                DAY_NAMES[row.weekday]!,
                weekdayName(row.weekday),
                row.visits,
                row.no_shows,
              ]),
            ];
  return CSV_BOM + csvLines(rows);
}
