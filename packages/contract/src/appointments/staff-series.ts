import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZLocalDate, ZLocalTime, zId } from '../core/common';
import { SERIES_COUNT, SERIES_EVERY_WEEKS } from './series-limits';

export const ZStaffSeriesRequest = z
  .object({
    patient_id: zId('patient_id'),
    branch_id: zId('branch_id'),
    doctor_id: zId('doctor_id'),
    treatment_id: zId('treatment_id'),
    /** The first visit's date and time; the others keep the weekday and the wall time. */
    date: ZLocalDate,
    start_time: ZLocalTime,
    every_weeks: z.number().int().min(SERIES_EVERY_WEEKS.min).max(SERIES_EVERY_WEEKS.max),
    /** How many visits, the first included; or instead the last date a visit may fall on. */
    count: z.number().int().min(SERIES_COUNT.min).max(SERIES_COUNT.max).optional(),
    until: ZLocalDate.optional(),
    /** One of the patient's family members the visits are for; absent: the patient themself. */
    family_member_id: zId('family_member_id').optional(),
  })
  .refine((body) => (body.count === undefined) !== (body.until === undefined), {
    error: 'give either count or until',
    path: ['count'],
  });
export type TStaffSeriesRequest = z.infer<typeof ZStaffSeriesRequest>;

export const staffBookSeriesCall = defineCall({
  ...ROUTES.staffBookSeries,
  summary: 'Books the same visit every N weeks, all or nothing (409 SERIES_CONFLICT lists the dates that cannot)',
  body: ZStaffSeriesRequest,
  response: z.object({ series_id: z.number().int(), appointment_ids: z.array(z.number().int()) }),
});

export const staffCancelSeriesCall = defineCall({
  ...ROUTES.staffCancelSeries,
  summary: "Cancels a series' visit on a date and every later one; earlier visits stay",
  params: z.object({ id: zId('id') }),
  body: z.object({ from_date: ZLocalDate, reason: z.string().trim().max(500).optional() }),
  response: z.object({ success: z.literal(1), cancelled_ids: z.array(z.number().int()) }),
});

export const staffMoveSeriesCall = defineCall({
  ...ROUTES.staffMoveSeries,
  summary:
    "Moves a series' visit and every later one by the same number of days to a new time, with the series' doctor, all or nothing",
  params: z.object({ id: zId('id') }),
  body: z.object({ appointment_id: zId('appointment_id'), date: ZLocalDate, start_time: ZLocalTime }),
  response: z.object({ success: z.literal(1), moved_ids: z.array(z.number().int()) }),
});

const ZFeedRequest = z.object({ doctor_id: zId('doctor_id') });

export const staffCreateCalendarFeedCall = defineCall({
  ...ROUTES.staffCreateCalendarFeed,
  summary: "Makes a private calendar feed of a doctor's visits (a new address ends the one before)",
  body: ZFeedRequest,
  response: z.object({ url: z.string() }),
});

export const staffRevokeCalendarFeedCall = defineCall({
  ...ROUTES.staffRevokeCalendarFeed,
  summary: "Ends a doctor's calendar feed: its address answers 404 after",
  body: ZFeedRequest,
  response: z.object({ success: z.literal(1) }),
});

export const getCalendarFeedCall = defineCall({
  ...ROUTES.getCalendarFeed,
  summary: "A doctor's visits as an iCalendar feed for calendar apps (404 once revoked); its address is the only key",
  params: z.object({
    token: z.string().meta({ description: 'The token of the address staffCreateCalendarFeed made, `.ics` optional' }),
  }),
  response: z.string().meta({ description: 'An iCalendar (RFC 5545) VCALENDAR with one VEVENT per visit' }),
  responseType: 'text/calendar',
});

export const staffSeriesCalls = [
  staffBookSeriesCall,
  staffCancelSeriesCall,
  staffMoveSeriesCall,
  staffCreateCalendarFeedCall,
  staffRevokeCalendarFeedCall,
  getCalendarFeedCall,
] as const;
