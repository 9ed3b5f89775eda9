import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZLocalDate, zId } from '../core/common';
import { ZAgendaVisit, ZNamed, ZVisitParams, ZVisitStatus } from './staff';

export const ZAgendaRequest = z.object({
  date: ZLocalDate,
  branch: zId('branch'),
  days: z.coerce.number().int().min(1).max(7).default(1),
});

/**
 * A visit as the agenda's grid shows it. A busy week holds 2,000 of them, so a field the grid has no use for is
 * left to the visit call (phone, price, patient number), and a field at its usual value is left out: absent
 * means null, false or the default each field names. The doctor and the date are its column's.
 */
export const ZAgendaGridVisit = z.object({
  id: z.number().int(),
  patient_name: z.string(),
  /** The family member the visit is for (booked under patient_name's phone account); absent: the patient themself. */
  family_member_name: z.string().nullish(),
  treatment_id: z.number().int(),
  start_time: z.string(),
  /** Absent: the start plus the treatment's duration (the answer's `treatments`). */
  end_time: z.string().optional(),
  /** Absent: booked. */
  status: ZVisitStatus.optional(),
  paid: z.boolean().optional(),
  /** Money given back (or on its way back): part of what was paid, or all of it; absent: none. */
  refund: z.enum(['part', 'all']).optional(),
  /** The patient confirmed this time (a WhatsApp reply). */
  confirmed: z.boolean().optional(),
  /** The recurring series staff booked it in; absent: a single visit. */
  series_id: z.number().int().nullish(),
  /** Why staff cancelled it; absent: not cancelled, or the patient cancelled. */
  cancel_reason: z.string().nullish(),
  /** Who cancelled it, when known: the patient (the site or a WhatsApp reply) or staff; absent otherwise. */
  cancelled_by: z.enum(['patient', 'staff']).optional(),
  /** The patient has staff notes (shown in the visit's dialog). */
  has_notes: z.boolean().optional(),
  /** What the visit's payments kept (the clinic's currency's minor unit), for the day's money taken; absent: none. */
  taken_minor: z.number().int().optional(),
  /** When the desk marked the patient arrived (ISO 8601), while the visit is arrived. */
  arrived_at: z.string().nullish(),
  /** The patient booked it online (the clinic's site or its own website); absent: staff booked it. */
  booked_online: z.boolean().optional(),
  /** Staff squeezed it in on purpose (a full time, a block, outside the hours); absent: an ordinary visit. */
  overbook: z.boolean().optional(),
  /** Staff's note on this visit for the doctor. Never sent to the patient. */
  note: z.string().optional(),
  /**
   * The patient's phone as the clinic writes it (national in its country), for the printed day list: sent in a single
   * day's answer, not in a week's.
   */
  patient_phone: z.string().optional(),
});
export type TAgendaGridVisit = z.infer<typeof ZAgendaGridVisit>;

/** One doctor's visits on one date, by start time. */
export const ZAgendaColumn = z.object({
  doctor_id: z.number().int(),
  date: z.string(),
  visits: z.array(ZAgendaGridVisit),
});

export const ZAgendaBlock = z.object({
  id: z.number().int(),
  doctor_id: z.number().int().nullable(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  reason: z.string(),
  /** One of the weekly repeats of a blocked time (it can be removed alone or with all its repeats). */
  in_series: z.literal(true).optional(),
});
export type TAgendaBlock = z.infer<typeof ZAgendaBlock>;

/** Why a time is held for one patient: a live waitlist offer, or an unpaid visit kept while its patient pays. */
export const ZHeldReason = z.enum(['waitlist_offer', 'unpaid_hold']);
export type THeldReason = z.infer<typeof ZHeldReason>;

/** A doctor's time held for one patient: nobody else may book it until the hold ends. */
export const ZAgendaHeld = z.object({
  doctor_id: z.number().int(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  reason: ZHeldReason,
  /** When the hold lapses (ISO 8601); the time is released a few moments after. */
  until: z.string(),
  /** The unpaid visit that holds the time; absent for a waitlist offer. */
  visit_id: z.number().int().optional(),
});
export type TAgendaHeld = z.infer<typeof ZAgendaHeld>;
/** Wall-clock ranges per date (YYYY-MM-DD). */
const ZHoursByDate = z.record(z.string(), z.array(z.object({ start: z.string(), end: z.string() })));
export const ZAgenda = z.object({
  dates: z.array(z.string()),
  /** The branch's opening hours per date (empty when closed). */
  opening: ZHoursByDate,
  /** The doctors' columns, each with its working hours at this branch per date (empty on a day off). */
  doctors: z.array(ZNamed.extend({ hours: ZHoursByDate })),
  /** The treatments of the visits listed, each named once. */
  treatments: z.array(ZNamed.extend({ duration_minutes: z.number().int() })),
  /** The visits, by doctor and date; a doctor's date without visits is left out. */
  columns: z.array(ZAgendaColumn),
  blocks: z.array(ZAgendaBlock),
  /** Time held for one patient (waitlist offers, unpaid visits), by doctor and date: taken for anyone else. */
  held: z.array(ZAgendaHeld),
  /** The clinic's currency (ISO 4217), for the day's money taken. */
  currency: z.string(),
});
export type TAgenda = z.infer<typeof ZAgenda>;
export const staffAgendaCall = defineCall({
  ...ROUTES.staffAgenda,
  summary:
    "A branch's visits, blocked and held time, one day or a week, in the clinic's time zone, as the grid shows them",
  query: ZAgendaRequest,
  response: ZAgenda,
});

export const staffVisitCall = defineCall({
  ...ROUTES.staffVisit,
  summary: 'One visit with its details (phone, price, patient), as its dialog shows it',
  params: ZVisitParams,
  response: ZAgendaVisit,
});

export const staffAgendaEventsCall = defineCall({
  ...ROUTES.staffAgendaEvents,
  summary:
    "Server-sent events while an agenda is open: `change` whenever the clinic's visits or blocked time change " +
    '(read the agenda again); it ends when the session does; a session holds a few at once (429 beyond)',
  response: z.string().meta({
    description: '`retry: 2000`, then `event: change` with `data: {}` per change, and a comment line now and then',
  }),
  responseType: 'text/event-stream',
});

export const staffAgendaCalls = [staffAgendaCall, staffVisitCall, staffAgendaEventsCall] as const;
