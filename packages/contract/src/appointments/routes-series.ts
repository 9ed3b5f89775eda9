import type { CallAuth, CallMethod } from '../core/define-call';

/** Recurring visits and doctors' calendar feeds (see routes.ts); their schemas are in staff-series.ts. */
export const SERIES_ROUTES = {
  staffBookSeries: { method: 'POST', path: '/api/staff/series', auth: 'staff' },
  staffCancelSeries: { method: 'POST', path: '/api/staff/series/:id/cancel', auth: 'staff' },
  staffMoveSeries: { method: 'POST', path: '/api/staff/series/:id/move', auth: 'staff' },
  staffCreateCalendarFeed: { method: 'POST', path: '/api/staff/calendar_feed', auth: 'staff' },
  staffRevokeCalendarFeed: { method: 'POST', path: '/api/staff/calendar_feed/revoke', auth: 'staff' },
  /**
   * A doctor's private calendar feed (iCalendar text): the token in the path is the only key, so a calendar app
   * can subscribe without a session.
   */
  getCalendarFeed: { method: 'GET', path: '/api/calendar/:token', auth: 'public' },
} as const satisfies Record<string, { method: CallMethod; path: string; auth: CallAuth }>;
