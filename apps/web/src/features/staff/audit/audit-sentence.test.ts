import { describe, expect, it } from 'vitest';
import type { TAuditEntry } from '@clinic/contract/staff/staff-patients';
import { Translator } from '../../../lib/translator';
import { audit as english } from '../../../locales/en/audit';
import { audit as hebrew } from '../../../locales/he/audit';
import { auditSentence } from './audit-sentence';

const translator = new Translator('en');
translator.addTexts('en', 'audit', english);
translator.addTexts('he', 'audit', hebrew);
const t = translator.fixedT(['audit']);
// The clinic's time, as the section writes it (Israel, English).
const time = (instant: string) =>
  new Intl.DateTimeFormat('en-IL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jerusalem' }).format(
    new Date(instant),
  );

const entry = (overrides: Partial<TAuditEntry>): TAuditEntry => ({
  id: 1,
  at: '2026-12-07T07:00:00.000Z',
  staff_name: 'Rina',
  action: 'visit.booked',
  target_type: 'appointment',
  target_id: 41,
  subject: null,
  before: null,
  after: null,
  ...overrides,
});
const visit = {
  patient: 'Ruth Shalev',
  treatment: 'Cleaning',
  doctor: 'Avi Cohen',
  starts_at: '2026-12-09T09:30:00.000Z',
  moved_from: null,
  reason: null,
};

describe('an audit entry as a sentence', () => {
  it('names the patient, treatment, doctor and the visit’s time in the clinic', () => {
    expect(auditSentence(entry({ subject: visit }), t, time)).toBe(
      'Rina booked Cleaning for Ruth Shalev on 9 Dec 2026, 11:30 with Avi Cohen',
    );
  });

  it('tells an overbook apart from an ordinary booking or move', () => {
    expect(auditSentence(entry({ action: 'visit.overbooked', subject: visit }), t, time)).toBe(
      'Rina overbooked Cleaning for Ruth Shalev on 9 Dec 2026, 11:30 with Avi Cohen, squeezed in beside the time already taken',
    );
    const moved = entry({
      action: 'visit.moved_overbooked',
      subject: { ...visit, moved_from: '2026-12-08T08:00:00.000Z' },
    });
    expect(auditSentence(moved, t, time)).toBe(
      'Rina moved Cleaning for Ruth Shalev on 9 Dec 2026, 11:30 with Avi Cohen as an overbook (it was 8 Dec 2026, 10:00)',
    );
  });

  it('says where a moved visit was, and why a cancelled one was cancelled', () => {
    const moved = entry({ action: 'visit.moved', subject: { ...visit, moved_from: '2026-12-08T08:00:00.000Z' } });
    expect(auditSentence(moved, t, time)).toBe(
      'Rina moved Cleaning for Ruth Shalev on 9 Dec 2026, 11:30 with Avi Cohen (it was 8 Dec 2026, 10:00)',
    );
    const cancelled = entry({ action: 'visit.cancelled', subject: { ...visit, reason: 'Patient is abroad' } });
    expect(auditSentence(cancelled, t, time)).toBe(
      'Rina cancelled Cleaning for Ruth Shalev on 9 Dec 2026, 11:30 with Avi Cohen. Reason: Patient is abroad',
    );
  });

  it("says a visit's note for the doctor changed, never what it says", () => {
    const noted = entry({ action: 'visit.note_changed', subject: visit });
    expect(auditSentence(noted, t, time)).toBe(
      'Rina changed the note for the doctor on Cleaning for Ruth Shalev on 9 Dec 2026, 11:30 with Avi Cohen',
    );
  });

  it('says "a visit", never its number, when the patient or treatment is not known', () => {
    const closed = entry({ action: 'visit.cancelled', subject: { ...visit, patient: null, treatment: null } });
    expect(auditSentence(closed, t, time)).toBe('Rina cancelled a visit on 9 Dec 2026, 11:30 with Avi Cohen');
  });

  it("tells a patient's entries by name, and one with nothing to name as its action, without an id", () => {
    const notes = entry({
      action: 'patient.notes_changed',
      target_type: 'patient',
      subject: { ...visit, patient: 'Moshe Peretz' },
    });
    expect(auditSentence(notes, t, time)).toBe('Rina changed the notes on Moshe Peretz');
    const branch = entry({ action: 'branch.archived', target_type: 'branch', target_id: 38 });
    expect(auditSentence(branch, t, time)).toBe('Rina: Archived a branch');
  });

  it('tells a waitlist entry ended at the desk: whose, for what, and why it was removed', () => {
    const subject = { ...visit, doctor: null, starts_at: null };
    const served = entry({ action: 'waitlist.served', target_type: 'waitlist', target_id: 7, subject });
    expect(auditSentence(served, t, time)).toBe('Rina marked the waitlist entry of Ruth Shalev for Cleaning as served');
    const removed = entry({
      action: 'waitlist.removed',
      target_type: 'waitlist',
      target_id: 7,
      subject: { ...subject, reason: 'Booked elsewhere' },
    });
    expect(auditSentence(removed, t, time)).toBe(
      'Rina removed Ruth Shalev from the waitlist for Cleaning. Reason: Booked elsewhere',
    );
  });

  it('speaks the page’s language', async () => {
    await translator.changeLanguage('he');
    try {
      expect(auditSentence(entry({ subject: visit }), t, time)).toBe(
        'Rina קבע/ה Cleaning עבור Ruth Shalev ב־9 Dec 2026, 11:30 אצל Avi Cohen',
      );
    } finally {
      await translator.changeLanguage('en');
    }
  });
});
