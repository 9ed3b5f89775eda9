import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZEmail, ZLocalDate, ZLocalTime, ZTrimmed, zId } from '../core/common';
import { ZStaffSection } from './staff-sections';
import { VISIT_NOTE_MAX, VISIT_STATUSES } from './visit-facts';

/** What a staff account may do: the owner everything, reception the day, a doctor their own column. */
export const STAFF_ROLES = ['owner', 'reception', 'doctor'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;

export const ZVisitStatus = z.enum(VISIT_STATUSES);
export type TVisitStatus = z.infer<typeof ZVisitStatus>;

export const ZDone = z.object({ success: z.literal(1) });

/** Staff's note on a visit for the doctor, trimmed; empty: none. */
export const ZVisitNote = z
  .string({ error: 'note must be text' })
  .trim()
  .max(VISIT_NOTE_MAX, { error: `note must be at most ${VISIT_NOTE_MAX} characters` });

export const ZStaffLoginRequest = z.object({
  email: ZEmail,
  password: z.string({ error: 'password is required' }).min(1, { error: 'password is required' }).max(200),
  clinic: ZTrimmed('clinic', 100),
});
/**
 * What comes after a right password: nothing (`none`, the token works), the account's second factor
 * (`second_factor`: send the code with this token to staffSecondFactorLogin), or enrolment (`enrol_second_factor`:
 * the clinic requires a second factor this account lacks; the token opens only its setup).
 */
export const ZStaffLoginAnswer = z.object({
  token: z.string(),
  role: ZStaffRole,
  name: z.string(),
  next_step: z.enum(['none', 'second_factor', 'enrol_second_factor']),
});
export type TStaffLoginAnswer = z.infer<typeof ZStaffLoginAnswer>;
export const staffLoginCall = defineCall({
  ...ROUTES.staffLogin,
  summary: 'Staff login: email and password at one clinic',
  body: ZStaffLoginRequest,
  response: ZStaffLoginAnswer,
});

export const staffLogoutCall = defineCall({
  ...ROUTES.staffLogout,
  summary: 'Ends this staff session',
  response: ZDone,
});

export const ZNamed = z.object({ id: z.number().int(), name: z.string() });
export const ZStaffWorkspace = z.object({
  /** The staff account logged in (its own settings on this device are kept under it). */
  account_id: z.number().int(),
  name: z.string(),
  role: ZStaffRole,
  /** The doctor a doctor account is; null for the others. */
  doctor_id: z.number().int().nullable(),
  clinic: z.object({
    key: z.string(),
    name: z.string(),
    time_zone: z.string(),
    today: z.string(),
    /** The clinic's country (ISO 3166), its phone's else its time zone's: how staff's national phones are read. */
    country: z.string().nullable(),
  }),
  /** This account's second factor, and whether the clinic requires one of everybody. */
  second_factor: z.object({ enabled: z.boolean(), required: z.boolean() }),
  /** The workspace sections this account's role may open (the server's one role rule). */
  sections: z.array(ZStaffSection),
  branches: z.array(ZNamed),
  doctors: z.array(ZNamed.extend({ branch_ids: z.array(z.number().int()) })),
  treatments: z.array(ZNamed.extend({ duration_minutes: z.number().int(), branch_ids: z.array(z.number().int()) })),
});
export type TStaffWorkspace = z.infer<typeof ZStaffWorkspace>;
export const staffWorkspaceCall = defineCall({
  ...ROUTES.staffWorkspace,
  summary: 'Who is logged in and the clinic they work at: branches, doctors, treatments',
  response: ZStaffWorkspace,
});

/** A visit with its details, as the visit call and the patient card send it (the agenda sends less: staff-agenda.ts). */
export const ZAgendaVisit = z.object({
  id: z.number().int(),
  doctor_id: z.number().int(),
  doctor_name: z.string(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  patient_phone: z.string(),
  /** The family member the visit is for (booked under patient_name's phone account); null: the patient themself. */
  family_member_name: z.string().nullable(),
  treatment_id: z.number().int(),
  treatment: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: ZVisitStatus,
  paid: z.boolean(),
  /** Money given back (or on its way back): part of what was paid, or all of it; absent: none. */
  refund: z.enum(['part', 'all']).optional(),
  /** The patient confirmed this time (a WhatsApp reply). */
  confirmed: z.boolean(),
  /** The recurring series staff booked it in; absent or null: a single visit. */
  series_id: z.number().int().nullish(),
  /** Why staff cancelled it (null: not cancelled, or the patient cancelled). */
  cancel_reason: z.string().nullable(),
  /** Who cancelled it, when known: the patient (the site or a WhatsApp reply) or staff; absent otherwise. */
  cancelled_by: z.enum(['patient', 'staff']).optional(),
  /** The patient has staff notes (shown in the visit's dialog). */
  has_notes: z.boolean(),
  /** The visit's price in the clinic's currency's minor unit (agorot, cents). */
  price_minor: z.number().int(),
  /**
   * What its payments kept (paid less given back, minor unit) when that is not its price: a part refund, or a sum
   * taken at the desk other than the price. Absent: the price, when paid.
   */
  kept_minor: z.number().int().optional(),
  /** When the desk marked the patient arrived (ISO 8601), while the visit is arrived; absent otherwise. */
  arrived_at: z.string().nullish(),
  /** The patient booked it online (the clinic's site or its own website); absent: staff booked it. */
  booked_online: z.boolean().optional(),
  /** Staff squeezed it in on purpose (a full time, a block, outside the hours); absent: an ordinary visit. */
  overbook: z.boolean().optional(),
  /** Staff's note on this visit for the doctor; absent: none. Never sent to the patient. */
  note: z.string().optional(),
});
export type TAgendaVisit = z.infer<typeof ZAgendaVisit>;

export const staffFreeTimesCall = defineCall({
  ...ROUTES.staffFreeTimes,
  summary: 'Free start times of one day for a treatment at a branch, with the doctors free at each',
  query: z.object({
    date: ZLocalDate,
    branch: zId('branch'),
    treatment: zId('treatment'),
    /** A visit being moved: its own time counts as free. */
    ignore_visit: zId('ignore_visit').optional(),
  }),
  response: z.object({ times: z.array(z.object({ time: z.string(), doctor_ids: z.array(z.number().int()) })) }),
});

export const ZStaffBookRequest = z.object({
  patient_id: zId('patient_id'),
  branch_id: zId('branch_id'),
  treatment_id: zId('treatment_id'),
  /** Absent: any free doctor. */
  doctor_id: zId('doctor_id').optional(),
  date: ZLocalDate,
  start_time: ZLocalTime,
  /** One of the patient's family members the visit is for; absent: the patient themself. */
  family_member_id: zId('family_member_id').optional(),
  /**
   * Squeeze it in on purpose: at a taken time, in blocked time or outside the doctor's hours, with a chosen doctor
   * (400 OVERBOOK_NEEDS_DOCTOR without one). Never in the past; the visit is marked and audit-logged as overbooked.
   */
  overbook: z.boolean().optional(),
  /** A note for the doctor ("pain lower left molar"); empty or absent: none. */
  note: ZVisitNote.optional(),
});
export const staffBookCall = defineCall({
  ...ROUTES.staffBook,
  summary: 'Books a visit for a patient who phoned or walked in',
  body: ZStaffBookRequest,
  response: z.object({ success: z.literal(1), id: z.number().int() }),
});

export const ZVisitParams = z.object({ id: zId('id') });
export const staffMoveCall = defineCall({
  ...ROUTES.staffMove,
  summary: 'Moves a visit to another free time, or to another doctor',
  params: ZVisitParams,
  body: z.object({
    date: ZLocalDate,
    start_time: ZLocalTime,
    doctor_id: zId('doctor_id').optional(),
    /** Squeeze it in on purpose (see staffBook); absent or false: the visit moves as an ordinary one. */
    overbook: z.boolean().optional(),
  }),
  response: ZDone,
});

export const staffCancelCall = defineCall({
  ...ROUTES.staffCancel,
  summary: 'Cancels a visit, with a reason; money paid online goes back',
  params: ZVisitParams,
  body: z.object({ reason: ZTrimmed('reason', 500) }),
  response: ZDone,
});

export const ATTENDANCE_MARKS = ['arrived', 'completed', 'no_show', 'none'] as const;
export const staffAttendanceCall = defineCall({
  ...ROUTES.staffAttendance,
  summary: 'Marks a started visit arrived, completed or no-show; none undoes the mark (on the day)',
  params: ZVisitParams,
  body: z.object({ mark: z.enum(ATTENDANCE_MARKS) }),
  response: ZDone,
});

export const staffVisitNoteCall = defineCall({
  ...ROUTES.staffVisitNote,
  summary: "Replaces staff's note on a visit for the doctor (empty: none); never shown to the patient",
  params: ZVisitParams,
  body: z.object({ note: ZVisitNote }),
  response: ZDone,
});

export const ZBlockRequest = z.object({
  branch_id: zId('branch_id'),
  /** Absent: the whole branch. */
  doctor_id: zId('doctor_id').optional(),
  from_date: ZLocalDate,
  to_date: ZLocalDate,
  start_time: ZLocalTime,
  end_time: ZLocalTime,
  reason: ZTrimmed('reason', 500),
  /** Cancel the visits booked in that time (otherwise the block is refused while there are any). */
  cancel_visits: z.boolean().default(false),
  /**
   * Repeat weekly: the same days and hours this many weeks in all (2 to 52, the first included), each repeat a block
   * of its own in one series (removed one at a time or all at once). Absent: no repeat.
   */
  repeat_weeks: z.number().int().min(2).max(52).optional(),
});
export const staffBlockCall = defineCall({
  ...ROUTES.staffBlock,
  summary: 'Blocks time of a doctor or a whole branch, on one day or several',
  body: ZBlockRequest,
  response: z.object({ success: z.literal(1), ids: z.array(z.number().int()), cancelled: z.number().int() }),
});

export const staffUnblockCall = defineCall({
  ...ROUTES.staffUnblock,
  summary: 'Gives blocked time back to the calendar: one block, or with series=all every weekly repeat of it',
  params: ZVisitParams,
  query: z.object({ series: z.literal('all').optional() }),
  response: ZDone,
});

export const staffCalls = [
  staffLoginCall,
  staffLogoutCall,
  staffWorkspaceCall,
  staffFreeTimesCall,
  staffBookCall,
  staffMoveCall,
  staffCancelCall,
  staffAttendanceCall,
  staffVisitNoteCall,
  staffBlockCall,
  staffUnblockCall,
] as const;
