import { INSIGHTS_CSV_PATH } from '@clinic/contract/staff/routes-insights';
import type { INSIGHTS_TABLES } from '@clinic/contract/staff/staff-insights';
import { downloadStaffFile } from '../../core/api/download-staff-file';
import type { StaffAuth } from '../../core/api/staff-calls';
import type { InsightsAsk } from './get-insights';

export type InsightsTable = (typeof INSIGHTS_TABLES)[number];

/** One table of the screen as the server writes it (CSV, UTF-8 with a byte-order mark), saved as a file. */
export function downloadInsightsCsv(auth: StaffAuth, ask: InsightsAsk, table: InsightsTable) {
  const query = new URLSearchParams({ from: ask.from, to: ask.to, table });
  if (ask.branch !== null) query.set('branch', String(ask.branch));
  return downloadStaffFile(auth, INSIGHTS_CSV_PATH, query, `insights-${table}-${ask.from}-${ask.to}.csv`);
}
