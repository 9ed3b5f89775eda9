import { INSIGHTS_CSV_PATH } from '@clinic/contract/staff/routes-insights';
import type { INSIGHTS_TABLES } from '@clinic/contract/staff/staff-insights';
import { i18n } from '../../../../lib/i18n';
import { saveFile } from '../../../../lib/save-file';
import { writeStaffToken } from '../../sign-in/api/staff-session';
import type { StaffAuth } from '../../workspace/api/staff-calls';
import type { InsightsAsk } from './get-insights';

export type InsightsTable = (typeof INSIGHTS_TABLES)[number];

/** The file name the server gives (content-disposition), else one made of the table and period. */
export function csvFileName(disposition: string | null, table: InsightsTable, ask: InsightsAsk) {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `insights-${table}-${ask.from}-${ask.to}.csv`;
}

/**
 * One table of the screen as the server writes it (CSV, UTF-8 with a byte-order mark), saved as a file. The call
 * needs the staff token, so it is fetched and handed to the browser rather than linked. Answers the file's name.
 */
export async function downloadInsightsCsv(auth: StaffAuth, ask: InsightsAsk, table: InsightsTable) {
  const query = new URLSearchParams({ from: ask.from, to: ask.to, table });
  if (ask.branch !== null) query.set('branch', String(ask.branch));
  const response = await fetch(`${INSIGHTS_CSV_PATH}?${query.toString()}`, {
    headers: { authorization: `Bearer ${auth.token}`, 'accept-language': i18n.language },
  });
  if (response.status === 401) writeStaffToken(auth.clinic, null);
  if (!response.ok) throw new Error(`insights.csv: ${response.status}`);
  const fileName = csvFileName(response.headers.get('content-disposition'), table, ask);
  saveFile(fileName, await response.blob());
  return fileName;
}
