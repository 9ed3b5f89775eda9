import type { TAuditEntry, TAuditSubject } from '@clinic/contract/staff/staff-patients';
import type { TFunction } from '../../../lib/translator';
import { formatPrice } from '../../../lib/treatment-price';
import { intlLocale } from '../../../lib/intl-locale';

/** How the page writes what an entry names: instants in the clinic's zone, calendar dates, money. */
export type AuditFormats = { time: (instant: string) => string; locale: string };

const NAMED_GROUPS = ['staff', 'branch', 'doctor', 'treatment', 'calendar_feed', 'webhook'] as const;

/** A calendar date of the clinic (YYYY-MM-DD) as the page's language writes it, read at noon UTC. */
const dateOf = (date: string, locale: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** The visit a payment was for, or null when the entry cannot name it. */
function visitOf(subject: TAuditSubject, t: TFunction<'audit'>, time: (instant: string) => string) {
  if (!subject.patient || !subject.treatment || !subject.starts_at) return null;
  const visit = t('audit:visit.named', {
    treatment: subject.treatment,
    patient: subject.patient,
    when: time(subject.starts_at),
  });
  return subject.doctor ? t('audit:visit.withDoctor', { visit, doctor: subject.doctor }) : visit;
}

const withReason = (sentence: string, subject: TAuditSubject, t: TFunction<'audit'>) =>
  subject.reason ? `${sentence}. ${t('audit:reason', { reason: subject.reason })}` : sentence;

/**
 * The sentences of entries that are not a visit's, a patient's or the waitlist's: money, blocked times, closures,
 * series, staff, second factor and the setup's records, each by name. Null when the entry has nothing to name (the
 * caller then says the action alone).
 */
export function moreSentence(entry: TAuditEntry, t: TFunction<'audit'>, format: AuditFormats): string | null {
  const subject = entry.subject;
  const who = entry.staff_name;
  const [group, kind] = entry.action.split('.') as [string, string];
  if (!subject) return null;
  const money = (amount: number | null | undefined) =>
    amount == null ? '' : formatPrice(amount, format.locale, subject.currency ?? undefined);
  const date = (value: string | null | undefined) => (value ? dateOf(value, format.locale) : '');

  if (entry.action === 'time.blocked' || entry.action === 'time.unblocked') {
    const times = subject.starts_at && subject.ends_at;
    const span = !times
      ? t('audit:block.unnamed')
      : subject.doctor
        ? t('audit:block.doctor', {
            from: format.time(subject.starts_at!),
            to: format.time(subject.ends_at!),
            doctor: subject.doctor,
          })
        : t('audit:block.branch', {
            from: format.time(subject.starts_at!),
            to: format.time(subject.ends_at!),
            branch: subject.branch ?? '',
          });
    return withReason(t(`audit:sentences.time.${kind as 'blocked' | 'unblocked'}`, { who, span }), subject, t);
  }
  if ((entry.action === 'branch.closed' || entry.action === 'branch.reopened') && subject.from_date) {
    const values = { who, branch: subject.branch ?? '', from: date(subject.from_date), to: date(subject.to_date) };
    return withReason(t(`audit:sentences.closure.${kind as 'closed' | 'reopened'}`, values), subject, t);
  }
  if (group === 'payment' && subject.amount != null) {
    const visit = visitOf(subject, t, format.time);
    const method = subject.method === 'cash' || subject.method === 'card' ? t(`audit:methods.${subject.method}`) : '';
    const values = { who, amount: money(subject.amount), method, visit: visit ?? '' };
    const sentence =
      kind === 'recorded'
        ? t(visit ? 'audit:sentences.payment.recorded' : 'audit:sentences.payment.recordedAlone', values)
        : t(visit ? 'audit:sentences.payment.refunded' : 'audit:sentences.payment.refundedAlone', values);
    return withReason(sentence, subject, t);
  }
  if (group === 'series' && subject.patient && subject.count) {
    const every =
      (subject.every_weeks ?? 1) > 1
        ? t('audit:every.many', { count: subject.every_weeks ?? 1 })
        : t('audit:every.one');
    const values = {
      who,
      count: subject.count,
      treatment: subject.treatment ?? '',
      patient: subject.patient,
      doctor: subject.doctor ?? '',
      every,
      date: date(subject.from_date),
      time: subject.time ?? '',
    };
    return withReason(t(`audit:sentences.series.${kind as 'booked' | 'moved' | 'cancelled'}`, values), subject, t);
  }
  if (entry.action === 'second_factor.policy' && subject.required != null) {
    return `${who} ${t(subject.required ? 'audit:policy.on' : 'audit:policy.off')}`;
  }
  const named = NAMED_GROUPS.find((known) => known === group);
  if (named && subject.name) {
    const role = subject.role && ['owner', 'reception', 'doctor'].includes(subject.role) ? subject.role : null;
    return t(`audit:sentences.named.${named}.${kind}` as 'audit:sentences.named.branch.created', {
      who,
      name: subject.name,
      role: role ? t(`audit:roles.${role as 'owner'}`) : '',
    });
  }
  return null;
}
