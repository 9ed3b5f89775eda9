import type { TAuditSubject } from '@clinic/contract/staff/staff-patients';
import type { AuditRepository } from './audit.repository';

export type AuditRow = Awaited<ReturnType<AuditRepository['list']>>[number];

/** What an entry's before and after keep: any of these may be missing (entries written before a field existed). */
export type AuditRecord = {
  customer_id?: number;
  doctor_id?: number | null;
  branch_id?: number | null;
  treatment_id?: number;
  appointment_id?: number;
  appointment_ids?: number[];
  starts_at?: string;
  ends_at?: string;
  from_date?: string;
  to_date?: string;
  date?: string;
  dates?: string[];
  start_time?: string;
  every_weeks?: number;
  cancel_reason?: string | null;
  reason?: string | null;
  amount?: number;
  refunded?: number;
  method?: string;
  name?: string;
  email?: string;
  role?: string;
  url?: string;
  required?: boolean;
};

export const recordOf = (value: unknown): AuditRecord =>
  typeof value === 'object' && value !== null ? (value as AuditRecord) : {};

/** A visit as the appointments module answers it, for a payment's or a series' entry. */
export type VisitFacts = { customerId: number; doctorId: number; treatmentId: number; startsAt: Date };

/** The names an entry's sentence reads, found once for the page of entries. */
export type AuditNames = {
  patient: (id: number | undefined) => string | null;
  doctor: (id: number | null | undefined) => string | null;
  treatment: (id: number | undefined) => string | null;
  branch: (id: number | null | undefined) => string | null;
  visit: (id: number | undefined) => VisitFacts | undefined;
  seriesPatient: (id: number | null) => { customerId: number; doctorId: number } | undefined;
  currency: string;
};

export const NO_SUBJECT: TAuditSubject = {
  patient: null,
  treatment: null,
  doctor: null,
  starts_at: null,
  moved_from: null,
  reason: null,
};

/** The visits a page of entries names by id (payments and series), to read their patient, treatment and time. */
export function visitIdsOf(rows: readonly AuditRow[]): number[] {
  const ids = new Set<number>();
  for (const row of rows) {
    const record = { ...recordOf(row.before), ...recordOf(row.after) };
    if (row.targetType === 'payment' && record.appointment_id) ids.add(record.appointment_id);
    if (row.targetType === 'series') {
      const first = record.appointment_ids?.[0];
      if (first) ids.add(first);
    }
  }
  return [...ids];
}

/** The record (branch, doctor, treatment) an entry of the setup is about, by its target. */
const nameOfTarget = (row: AuditRow, names: AuditNames, record: AuditRecord): string | null => {
  if (row.targetType === 'branch') return names.branch(row.targetId);
  if (row.targetType === 'doctor') return names.doctor(row.targetId);
  if (row.targetType === 'treatment') return names.treatment(row.targetId ?? undefined);
  if (row.targetType === 'staff') return record.name ?? record.email ?? null;
  if (row.targetType === 'webhook') return record.url ?? null;
  return null;
};

/**
 * Who and what an entry is about, named in the page's language: a visit's patient, treatment, doctor and time;
 * a payment's amount and its visit; a blocked time's doctor, branch and span; a series' patient and dates; a setup
 * record's or a staff member's name. Ids stay out: a sentence with nothing to name says what kind of thing it was.
 */
export function subjectOf(row: AuditRow, names: AuditNames): TAuditSubject | null {
  const before = recordOf(row.before);
  const after = recordOf(row.after);
  const record = { ...before, ...after };
  switch (row.targetType) {
    case 'patient':
      return { ...NO_SUBJECT, patient: names.patient(row.targetId ?? undefined) };
    case 'waitlist':
      return {
        ...NO_SUBJECT,
        patient: names.patient(after.customer_id),
        treatment: names.treatment(after.treatment_id),
        reason: after.reason ?? null,
      };
    case 'appointment': {
      const moved =
        (row.action === 'visit.moved' || row.action === 'visit.moved_overbooked') &&
        before.starts_at !== after.starts_at;
      return {
        patient: names.patient(record.customer_id),
        treatment: names.treatment(record.treatment_id),
        doctor: names.doctor(record.doctor_id),
        starts_at: record.starts_at ?? null,
        moved_from: moved ? (before.starts_at ?? null) : null,
        reason: after.cancel_reason ?? after.reason ?? null,
      };
    }
    case 'payment': {
      const visit = names.visit(record.appointment_id);
      const amount = row.action === 'payment.refunded' ? (after.refunded ?? before.amount) : record.amount;
      return {
        ...NO_SUBJECT,
        patient: visit ? names.patient(visit.customerId) : null,
        treatment: visit ? names.treatment(visit.treatmentId) : null,
        doctor: visit ? names.doctor(visit.doctorId) : null,
        starts_at: visit ? visit.startsAt.toISOString() : null,
        reason: after.reason ?? null,
        amount: amount ?? null,
        currency: names.currency,
        method: record.method ?? null,
      };
    }
    case 'block':
      return {
        ...NO_SUBJECT,
        doctor: names.doctor(record.doctor_id),
        branch: names.branch(record.branch_id),
        starts_at: record.starts_at ?? null,
        ends_at: record.ends_at ?? null,
        from_date: record.from_date ?? null,
        to_date: record.to_date ?? null,
        reason: record.reason ?? null,
      };
    case 'series': {
      const series = names.seriesPatient(row.targetId);
      const visit = names.visit(record.appointment_ids?.[0]);
      const dates = record.dates ?? [];
      return {
        ...NO_SUBJECT,
        patient: names.patient(record.customer_id ?? series?.customerId),
        treatment: names.treatment(record.treatment_id ?? visit?.treatmentId),
        doctor: names.doctor(record.doctor_id ?? series?.doctorId),
        reason: record.reason ?? null,
        count: record.appointment_ids?.length ?? dates.length,
        from_date: record.from_date ?? record.date ?? dates[0] ?? null,
        time: record.start_time ?? null,
        every_weeks: record.every_weeks ?? null,
      };
    }
    default:
      return {
        ...NO_SUBJECT,
        name: nameOfTarget(row, names, record),
        role: record.role ?? null,
        required: record.required ?? null,
      };
  }
}
