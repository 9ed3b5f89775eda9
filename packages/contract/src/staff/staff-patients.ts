import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { ZEmail, ZPhoneDigits, ZTrimmed, zId } from '../core/common';
import { ZAuditAction, ZAuditTarget } from './audit-actions';
import { ZAgendaVisit, ZDone, ZVisitParams } from './staff';

/** The staff's patients (search, add, card, notes) and the owner's audit log. */
export const ZPatientSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});
export const staffPatientsCall = defineCall({
  ...ROUTES.staffPatients,
  summary: 'Finds patients by name, any part of the phone, or a visit number (its patient first)',
  query: z.object({ q: ZTrimmed('q', 100) }),
  response: z.object({ patients: z.array(ZPatientSummary) }),
});

export const staffCreatePatientCall = defineCall({
  ...ROUTES.staffCreatePatient,
  summary: 'Adds a patient who phoned or walked in (staff vouch for them: no code)',
  body: z.object({
    name: ZTrimmed('name', 100),
    phone: ZPhoneDigits,
    email: ZEmail.optional(),
  }),
  response: ZPatientSummary,
});

export const ZPatientCard = ZPatientSummary.extend({
  notes: z.string(),
  /** The patient's data was erased (decision 013): name and phone are an anonymous marker. */
  erased: z.boolean(),
  no_shows: z.number().int(),
  visits: z.array(ZAgendaVisit),
});
export type TPatientCard = z.infer<typeof ZPatientCard>;
export const staffPatientCall = defineCall({
  ...ROUTES.staffPatient,
  summary: "A patient's card: contact details, visits, no-shows and the staff's notes",
  params: ZVisitParams,
  response: ZPatientCard,
});

export const staffPatientNotesCall = defineCall({
  ...ROUTES.staffPatientNotes,
  summary: "Replaces the staff's notes on a patient (never shown to the patient)",
  params: ZVisitParams,
  body: z.object({ notes: z.string().max(5000) }),
  response: ZDone,
});

/** Who and what an entry is about, named now in the page's language, for the entry's sentence. */
export const ZAuditSubject = z.object({
  /** The patient (an erased patient's marker), for a patient's or a visit's entry. */
  patient: z.string().nullable(),
  treatment: z.string().nullable(),
  doctor: z.string().nullable(),
  /** The visit's start (after a move), an instant. */
  starts_at: z.string().nullable(),
  /** A moved visit's start before the move, an instant. */
  moved_from: z.string().nullable(),
  /** Why staff cancelled the visit (or refunded, blocked the time, cancelled the series). */
  reason: z.string().nullable(),
  /** A payment's amount (a refund's part given back), major units of `currency`. */
  amount: z.number().nullable().optional(),
  currency: z.string().nullable().optional(),
  /** How money taken at the desk was paid (cash, card). */
  method: z.string().nullable().optional(),
  /** A blocked time's branch; its end, an instant (starts_at its start). */
  branch: z.string().nullable().optional(),
  ends_at: z.string().nullable().optional(),
  /** A closure's first and last days, or a series' first day (calendar dates of the clinic). */
  from_date: z.string().nullable().optional(),
  to_date: z.string().nullable().optional(),
  /** A series' visits: how many, at what wall time, every how many weeks. */
  count: z.number().int().nullable().optional(),
  time: z.string().nullable().optional(),
  every_weeks: z.number().int().nullable().optional(),
  /** The setup record, staff member or webhook address an entry is about, by name. */
  name: z.string().nullable().optional(),
  role: z.string().nullable().optional(),
  /** The clinic's two-step login rule after the change. */
  required: z.boolean().nullable().optional(),
});
export type TAuditSubject = z.infer<typeof ZAuditSubject>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_name: z.string(),
  action: ZAuditAction,
  target_type: ZAuditTarget,
  target_id: z.number().int().nullable(),
  /** What the entry's sentence names (TAuditSubject); null for entries with nothing to name. */
  subject: ZAuditSubject.nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const staffAuditCall = defineCall({
  ...ROUTES.staffAudit,
  summary: "The clinic's audit log, newest first (owners only)",
  query: z.object({
    action: ZAuditAction.optional(),
    before_id: zId('before_id').optional(),
  }),
  response: z.object({ entries: z.array(ZAuditEntry) }),
});

export const staffPatientCalls = [
  staffPatientsCall,
  staffCreatePatientCall,
  staffPatientCall,
  staffPatientNotesCall,
  staffAuditCall,
] as const;
