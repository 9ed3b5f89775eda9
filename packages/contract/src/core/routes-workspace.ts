import type { CallAuth, CallMethod } from './define-call';
import { MESSAGING_ROUTES } from '../messaging/routes-messaging';
import { SETTINGS_ROUTES } from '../staff/routes-settings';
import { CONTENT_ROUTES } from '../staff/routes-content';
import { STAFF_ROUTES } from '../staff/routes-staff';
import { SERIES_ROUTES } from '../appointments/routes-series';
import { INSIGHTS_ROUTES } from '../staff/routes-insights';
import { CHECK_IN_ROUTES } from '../appointments/routes-check-in';
import { STAFF_ACCOUNT_ROUTES } from '../staff/routes-staff-accounts';
import { WEBHOOK_ROUTES } from '../webhooks/routes-webhooks';
import { STAFF_DATA_RIGHTS_ROUTES } from '../data-rights/routes-data-rights';
import { VISIT_MONEY_ROUTES } from '../staff/routes-visit-money';
import { STAFF_WAITLIST_ROUTES } from '../appointments/routes-staff-waitlist';
import { DOCUMENT_ROUTES } from '../documents/routes-documents';

/** The staff workspace's calls (and what it alone uses): loaded with the workspace, never in the site's first load. */
export const WORKSPACE_ROUTES = {
  ...STAFF_ROUTES,
  ...SETTINGS_ROUTES,
  ...STAFF_ACCOUNT_ROUTES,
  ...CONTENT_ROUTES,
  ...MESSAGING_ROUTES,
  ...SERIES_ROUTES,
  ...INSIGHTS_ROUTES,
  ...CHECK_IN_ROUTES,
  ...WEBHOOK_ROUTES,
  ...STAFF_DATA_RIGHTS_ROUTES,
  ...VISIT_MONEY_ROUTES,
  ...STAFF_WAITLIST_ROUTES,
  ...DOCUMENT_ROUTES,
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;
