import type { TAuditAction } from '@clinic/contract/staff/audit-actions';
import type { TAuditEntry } from '@clinic/contract/staff/staff-patients';
import type { TFunction } from '../../../lib/translator';
import { moreSentence } from './audit-more-sentences';

/** The actions done to a visit, told as a sentence about it; the others about a patient or as the action's name. */
const VISIT_ACTIONS = [
  'booked',
  'moved',
  'overbooked',
  'moved_overbooked',
  'cancelled',
  'arrived',
  'completed',
  'no_show',
  'mark_undone',
  'note_changed',
] as const;
const PATIENT_ACTIONS = ['created', 'notes_changed', 'exported', 'erased', 'self_erased'] as const;
const WAITLIST_ACTIONS = ['served', 'removed'] as const;
type VisitAction = (typeof VISIT_ACTIONS)[number];
type PatientAction = (typeof PATIENT_ACTIONS)[number];

const actionOf = <Kind extends string>(action: TAuditAction, prefix: string, kinds: readonly Kind[]) => {
  const kind = action.startsWith(`${prefix}.`) ? action.slice(prefix.length + 1) : null;
  return kinds.find((known) => known === kind) ?? null;
};

/**
 * An audit entry as a sentence in the page's language: who did what to which patient's visit, when the visit is
 * (`time` writes an instant in the clinic's zone), and why it was cancelled; money, blocked times, series and the
 * setup's records by name (audit-more-sentences.ts). No ids: what cannot be named is said by its kind.
 */
export function auditSentence(
  entry: TAuditEntry,
  t: TFunction<'audit'>,
  time: (instant: string) => string,
  locale = 'en',
) {
  const who = entry.staff_name;
  const subject = entry.subject;
  const visitAction: VisitAction | null = actionOf(entry.action, 'visit', VISIT_ACTIONS);
  if (subject && visitAction) {
    const when = subject.starts_at ? time(subject.starts_at) : '';
    const visit =
      subject.patient !== null && subject.treatment !== null
        ? t('audit:visit.named', { treatment: subject.treatment, patient: subject.patient, when })
        : t('audit:visit.unnamed', { when });
    const withDoctor = subject.doctor ? t('audit:visit.withDoctor', { visit, doctor: subject.doctor }) : visit;
    const sentence = t(`audit:sentences.visit.${visitAction}`, {
      who,
      visit: withDoctor,
      from: subject.moved_from ? time(subject.moved_from) : '',
    });
    return subject.reason ? `${sentence}. ${t('audit:reason', { reason: subject.reason })}` : sentence;
  }
  const waitlistAction = actionOf(entry.action, 'waitlist', WAITLIST_ACTIONS);
  if (subject?.patient && waitlistAction) {
    const sentence = t(`audit:sentences.waitlist.${waitlistAction}`, {
      who,
      patient: subject.patient,
      treatment: subject.treatment ?? '',
    });
    return subject.reason ? `${sentence}. ${t('audit:reason', { reason: subject.reason })}` : sentence;
  }
  const patientAction: PatientAction | null = actionOf(entry.action, 'patient', PATIENT_ACTIONS);
  if (subject?.patient && patientAction) {
    return t(`audit:sentences.patient.${patientAction}`, { who, patient: subject.patient });
  }
  return (
    moreSentence(entry, t, { time, locale }) ??
    t('audit:sentences.other', { who, action: t(`audit:actions.${entry.action}`) })
  );
}
