import type { CallAuth, CallMethod } from '../core/define-call';

/** Owners' insights (see routes.ts); their schemas are in staff-insights.ts. */
export const INSIGHTS_ROUTES = {
  staffInsights: { method: 'GET', path: '/api/staff/insights', auth: 'staff' },
  /** The same figures as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read Hebrew). */
  staffInsightsCsv: { method: 'GET', path: '/api/staff/insights.csv', auth: 'staff' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;

/** Where the site downloads an insights table from (a file, not a call of its JSON client). */
export const INSIGHTS_CSV_PATH = INSIGHTS_ROUTES.staffInsightsCsv.path;
