import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { smallButton } from '../../../../components/ui/button-styles';
import { useStaffAuth } from '../../core/api/staff-auth';
import type { InsightsAsk } from '../api/get-insights';
import { type InsightsTable, downloadInsightsCsv } from '../api/download-insights-csv';

/**
 * One part of the screen: its heading, a chart for the eye, and the table that holds the same figures (what a
 * screen reader reads), which downloads as CSV.
 */
export function FigurePanel({
  id,
  heading,
  chart,
  table,
  csv,
}: {
  id: string;
  heading: string;
  chart: ReactNode;
  table: ReactNode;
  csv: { ask: InsightsAsk; table: InsightsTable };
}) {
  const { t } = useTranslation('insights');
  const auth = useStaffAuth();
  const [note, setNote] = useState<{ text: string; failed: boolean }>();

  async function download() {
    try {
      const file = await downloadInsightsCsv(auth, csv.ask, csv.table);
      setNote({ text: t('csvSaved', { file }), failed: false });
    } catch {
      setNote({ text: t('csvFailed'), failed: true });
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {heading}
        </h2>
        <button
          type="button"
          className={smallButton}
          aria-label={t('csvLabel', { table: heading })}
          onClick={() => void download()}
        >
          {t('csv')}
        </button>
      </div>
      {chart}
      <div className="relative mt-3 overflow-x-auto">{table}</div>
      <p role="status" className={`mt-2 text-sm ${note?.failed ? 'text-red-700' : 'text-slate-600'}`}>
        {note?.text}
      </p>
    </section>
  );
}

/** Cell styles of the screen's tables: names at the reading start, figures at the end in tabular digits. */
export const tableClass = 'w-full min-w-max border-collapse text-sm';
export const captionClass = 'mb-1 text-start text-sm text-slate-600';
export const headCell = 'border-b border-slate-300 px-2 py-1.5 text-start font-semibold text-slate-700';
export const numberHead = 'border-b border-slate-300 px-2 py-1.5 text-end font-semibold text-slate-700';
export const nameCell = 'border-b border-slate-100 px-2 py-1.5 text-start text-slate-900';
export const numberCell = 'border-b border-slate-100 px-2 py-1.5 text-end tabular-nums text-slate-900';
