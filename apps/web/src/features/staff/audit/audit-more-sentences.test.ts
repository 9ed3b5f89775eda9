import { afterEach, describe, expect, it } from 'vitest';
import type { TAuditEntry, TAuditSubject } from '@clinic/contract/staff/staff-patients';
import { Translator } from '../../../lib/translator';
import { audit as english } from '../../../locales/en/audit';
import { audit as hebrew } from '../../../locales/he/audit';
import { auditSentence } from './audit-sentence';

const translator = new Translator('en');
translator.addTexts('en', 'audit', english);
translator.addTexts('he', 'audit', hebrew);
const t = translator.fixedT(['audit']);
// The clinic's time (Israel), as the section writes it in each language.
const timeIn = (locale: string) => (instant: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jerusalem' }).format(
    new Date(instant),
  );
async function en(e: TAuditEntry) {
  await translator.changeLanguage('en');
  return auditSentence(e, t, timeIn('en-IL'), 'en');
}
async function he(e: TAuditEntry) {
  await translator.changeLanguage('he');
  return auditSentence(e, t, timeIn('he-IL'), 'he');
}
afterEach(() => translator.changeLanguage('en'));

const NONE: TAuditSubject = {
  patient: null,
  treatment: null,
  doctor: null,
  starts_at: null,
  moved_from: null,
  reason: null,
};
const entry = (action: TAuditEntry['action'], target: TAuditEntry['target_type'], subject: Partial<TAuditSubject>) =>
  ({
    id: 1,
    at: '2026-12-07T07:00:00.000Z',
    staff_name: 'Rina',
    action,
    target_type: target,
    target_id: 41,
    subject: { ...NONE, ...subject },
    before: null,
    after: null,
  }) satisfies TAuditEntry;
const visit = { patient: 'Ruth Shalev', treatment: 'Cleaning', doctor: 'Avi Cohen', starts_at: '2026-12-09T09:30:00Z' };
/** No ids (41 is every entry's target) and no instants in UTC. */
const plain = (sentence: string) => {
  expect(sentence).not.toMatch(/41|T\d\d:\d\d|Z\b/);
  return sentence;
};

describe('money, blocked times and series as sentences', () => {
  it("names a payment's amount with its currency, how it was paid and its visit", async () => {
    const paid = entry('payment.recorded', 'payment', { ...visit, amount: 120, currency: 'ILS', method: 'cash' });
    expect(plain(await en(paid))).toBe(
      'Rina recorded ₪120 paid in cash for Cleaning for Ruth Shalev on 9 Dec 2026, 11:30 with Avi Cohen',
    );
    const hebrewPaid = plain(await he(paid));
    expect(hebrewPaid).toMatch(
      /^Rina רשם\/ה תשלום של \u200f?120\s\u200f?₪ במזומן עבור Cleaning עבור Ruth Shalev ב־9 בדצמ׳ 2026, 11:30/,
    );
    const back = entry('payment.refunded', 'payment', { amount: 20.5, currency: 'GBP', reason: 'Shorter visit' });
    expect(plain(await en(back))).toBe('Rina refunded £20.50. Reason: Shorter visit');
  });

  it("names a blocked time's span in the clinic's zone, whose it is and why", async () => {
    const span = {
      doctor: 'Avi Cohen',
      branch: 'Main',
      starts_at: '2026-12-15T10:00:00Z',
      ends_at: '2026-12-15T11:00:00Z',
    };
    const blocked = entry('time.blocked', 'block', { ...span, reason: 'Lunch' });
    expect(plain(await en(blocked))).toBe(
      'Rina blocked 15 Dec 2026, 12:00 to 15 Dec 2026, 13:00 for Avi Cohen. Reason: Lunch',
    );
    expect(plain(await he(blocked))).toContain('חסם/ה את הזמן');
    const branchWide = entry('time.unblocked', 'block', { ...span, doctor: null });
    expect(plain(await en(branchWide))).toBe(
      'Rina freed the blocked time 15 Dec 2026, 12:00 to 15 Dec 2026, 13:00 at Main',
    );
    const old = entry('time.unblocked', 'block', { doctor: 'Avi Cohen', starts_at: span.starts_at });
    expect(plain(await en(old))).toBe('Rina freed the blocked time a time');
  });

  it('names a closure by its days and a series by its patient, visits and first day', async () => {
    const closed = entry('branch.closed', 'block', { branch: 'Main', from_date: '2026-12-24', to_date: '2026-12-26' });
    expect(plain(await en(closed))).toBe('Rina closed Main from 24 Dec 2026 to 26 Dec 2026');
    const series = entry('series.booked', 'series', {
      ...visit,
      count: 6,
      from_date: '2026-12-16',
      time: '14:00',
      every_weeks: 2,
    });
    expect(plain(await en(series))).toBe(
      'Rina booked 6 visits of Cleaning for Ruth Shalev with Avi Cohen, every 2 weeks from 16 Dec 2026 at 14:00',
    );
    expect(plain(await he(series))).toBe(
      'Rina קבע/ה 6 תורים של Cleaning עבור Ruth Shalev אצל Avi Cohen, כל 2 שבועות מ־16 בדצמ׳ 2026 בשעה 14:00',
    );
  });
});

describe('setup, staff and webhooks by name', () => {
  it('names the record, the staff member and the role', async () => {
    expect(plain(await en(entry('branch.archived', 'branch', { name: 'North' })))).toBe(
      'Rina archived the branch North',
    );
    const invited = entry('staff.invited', 'staff', { name: 'dana@clinic.example', role: 'reception' });
    expect(plain(await en(invited))).toBe('Rina invited dana@clinic.example to join as reception');
    expect(plain(await he(invited))).toBe('Rina הזמין/ה את dana@clinic.example להצטרף בתפקיד קבלה');
    const hook = entry('webhook.created', 'webhook', { name: 'https://hooks.example/in' });
    expect(plain(await en(hook))).toBe('Rina added the webhook endpoint https://hooks.example/in');
    expect(plain(await en(entry('second_factor.policy', 'clinic', { required: true })))).toBe(
      'Rina required two-step login of every staff account',
    );
  });

  it('says the action alone when there is nothing to name, never an id', async () => {
    expect(plain(await en(entry('message.answered', 'message', {})))).toBe('Rina: Answered a message');
    expect(plain(await en(entry('doctor.changed', 'doctor', {})))).toBe('Rina: Changed a doctor');
    expect(plain(await he(entry('clinic.logo_changed', 'clinic', {})))).toContain('Rina: ');
  });
});
