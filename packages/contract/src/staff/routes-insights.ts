import type { CallAuth, CallMethod } from '../core/define-call';

/** Owners' insights (see routes.ts); their schemas are in staff-insights.ts. */
export const INSIGHTS_ROUTES = {
  staffInsights: { method: 'GET', path: '/api/staff/insights', auth: 'staff' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;

/** The same figures as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read Hebrew): not a JSON call. */
export const INSIGHTS_CSV_PATH = '/api/staff/insights.csv';
