import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import {
  chooseSlots,
  endTimeOf,
  foldIcsLine,
  icsEvent,
  slotsNeeded,
  startingTimes,
  stepsFor,
  withOfferedSlots,
} from './booking-rules';

const slots = (spec: string) =>
  // "09:00+ 09:05- 09:15+" → time and availability
  spec.split(' ').map((s) => ({ time: s.slice(0, 5), available: s.endsWith('+') }));

describe('step bar', () => {
  it('logged in: date-time, payment only when forced, confirmation', () => {
    expect(stepsFor(true, false)).toEqual(['datetime', 'confirmation']);
    expect(stepsFor(true, true)).toEqual(['datetime', 'payment', 'confirmation']);
  });
  it('logged out: date-time, phone, verification, payment only when forced, confirmation', () => {
    expect(stepsFor(false, false)).toEqual(['datetime', 'phone', 'verify', 'confirmation']);
    expect(stepsFor(false, true)).toEqual(['datetime', 'phone', 'verify', 'payment', 'confirmation']);
  });
});

describe('consecutive slots', () => {
  it('needs ceil(duration / 5) slots', () => {
    expect(slotsNeeded(5)).toBe(1);
    expect(slotsNeeded(7)).toBe(2);
    expect(slotsNeeded(30)).toBe(6);
    expect(slotsNeeded(0)).toBe(1);
  });

  it('takes the slots from the chosen time when all are available and 5 minutes apart', () => {
    const day = slots('09:00+ 09:05+ 09:10+ 09:15+');
    expect(chooseSlots(day, '09:00', 15)).toEqual({ ok: true, times: ['09:00', '09:05', '09:10'] });
    expect(chooseSlots(day, '09:15', 5)).toEqual({ ok: true, times: ['09:15'] });
  });

  it('refuses a run with a taken slot inside', () => {
    expect(chooseSlots(slots('09:00+ 09:05- 09:10+'), '09:00', 15)).toEqual({ ok: false, needed: 3 });
  });

  it("shows a waitlist offer's held slots free, and no others", () => {
    const day = slots('09:00- 09:05- 09:10- 09:15-');
    const shown = withOfferedSlots(day, '09:05', 10);
    expect(shown.map((slot) => slot.available)).toEqual([false, true, true, false]);
    expect(chooseSlots(shown, '09:05', 10)).toEqual({ ok: true, times: ['09:05', '09:10'] });
  });

  it('refuses a run broken by a gap in the hours (lunch break)', () => {
    expect(chooseSlots(slots('12:55+ 14:00+ 14:05+'), '12:55', 15)).toEqual({ ok: false, needed: 3 });
  });

  it('refuses a run that would pass the end of the day', () => {
    expect(chooseSlots(slots('17:50+ 17:55+'), '17:55', 10)).toEqual({ ok: false, needed: 2 });
  });

  it('refuses free slots of two doctors side by side, which no single doctor can take', () => {
    // 09:00 is free with one doctor, 09:05 with another: the server says no visit of 10 minutes starts at 09:00.
    const day = [
      { time: '09:00', available: true, starts_visit: false },
      { time: '09:05', available: true, starts_visit: true },
      { time: '09:10', available: true, starts_visit: false },
    ];
    expect(chooseSlots(day, '09:00', 10)).toEqual({ ok: false, needed: 2 });
    expect(chooseSlots(day, '09:05', 10)).toEqual({ ok: true, times: ['09:05', '09:10'] });
  });

  it('refuses a taken start and an unknown time', () => {
    expect(chooseSlots(slots('09:00- 09:05+'), '09:00', 5)).toEqual({ ok: false, needed: 1 });
    expect(chooseSlots(slots('09:00+'), '10:00', 5)).toEqual({ ok: false, needed: 1 });
  });

  it('offers only the times a whole visit can start at', () => {
    // A 60-minute visit needs 12 free slots in a row: 09:00 has them, 09:05 runs into the taken 10:05.
    const times = Array.from({ length: 14 }, (_, i) => endTimeOf('09:00', i * 5)); // 09:00 … 10:05
    const hour = times.map((time) => ({ time, available: time !== '10:05' }));
    expect(startingTimes(hour, 60).map((slot) => slot.time)).toEqual(['09:00', '09:05']);
    expect(startingTimes(hour, 5).map((slot) => slot.time)).toHaveLength(13);
    // None where the run breaks at a gap in the hours, passes the end of the day or starts on a taken slot.
    expect(startingTimes(slots('12:50+ 12:55+ 14:00+ 14:05+'), 15).map((slot) => slot.time)).toEqual([]);
    expect(startingTimes(slots('09:00- 09:05+ 09:10+'), 10).map((slot) => slot.time)).toEqual(['09:05']);
    // Where the server says no doctor can take the whole visit, not there either.
    const sideBySide = [
      { time: '09:00', available: true, starts_visit: false },
      { time: '09:05', available: true, starts_visit: true },
      { time: '09:10', available: true, starts_visit: false },
    ];
    expect(startingTimes(sideBySide, 10).map((slot) => slot.time)).toEqual(['09:05']);
    // Each time offered is one chooseSlots takes.
    for (const slot of startingTimes(hour, 30)) expect(chooseSlots(hour, slot.time, 30).ok).toBe(true);
  });

  it('computes the end from the duration', () => {
    expect(endTimeOf('09:55', 10)).toBe('10:05');
    expect(endTimeOf('23:30', 30)).toBe('24:00');
  });
});

describe("the patient's .ics", () => {
  const visit = {
    uid: 'appointment-7@central-clinic',
    start: new Date('2026-11-24T07:00:00Z'),
    end: new Date('2026-11-24T07:30:00Z'),
    title: 'Dental cleaning; Central, Clinic',
    location: 'Dizengoff 1',
    description: 'Arrive 15 minutes early',
    now: new Date('2026-11-22T10:00:00Z'),
    sequence: 0,
  };
  // Long enough to fold, in two-octet Hebrew letters, with one four-octet character.
  const hebrew = {
    title: 'ניקוי שיניים מקצועי והסרת אבנית עם הדרכה להיגיינת הפה 🦷 - סניף ראשי',
    location: 'סניף ראשי, שדרות רוטשילד 1, תל אביב-יפו',
    description: 'מספר הזמנה: 7. נא להגיע 15 דקות לפני התור, עם תעודה מזהה וכרטיס קופת חולים.',
  };

  /** Lines of the file's octets: each must be whole UTF-8 of at most 75 octets, ended by CRLF. */
  function octetLines(ics: string) {
    const bytes = new TextEncoder().encode(ics);
    const lines: Uint8Array[] = [];
    let from = 0;
    for (let at = 0; at < bytes.length - 1; at++) {
      if (bytes[at] === 13 && bytes[at + 1] === 10) {
        lines.push(bytes.subarray(from, at));
        from = at + 2;
      }
    }
    return { lines, rest: bytes.length - from };
  }

  it('writes the event in UTC instants, DTSTAMP too', () => {
    const ics = icsEvent(visit);
    expect(ics).toContain('DTSTART:20261124T070000Z\r\n');
    expect(ics).toContain('DTEND:20261124T073000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261122T100000Z\r\n');
    expect(ics).toContain('SUMMARY:Dental cleaning\\; Central\\, Clinic');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });

  it('ends every line with CRLF and folds at 75 octets without cutting a character', () => {
    const ics = icsEvent({ ...visit, ...hebrew });
    const { lines, rest } = octetLines(ics);
    expect(rest).toBe(0);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(75);
      expect(decoder.decode(line)).not.toMatch(/[\r\n\uFFFD]/);
    }
    expect(ics).toMatch(/^SUMMARY:.*\r\n [^\r\n]/m);
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // 'SUMMARY:' is 8 octets, then 33 letters of 2: the 34th would end at octet 76, so it starts the next line.
    expect(foldIcsLine(`SUMMARY:${'ש'.repeat(34)}`)).toBe(`SUMMARY:${'ש'.repeat(33)}\r\n ש`);
  });

  it('reads the same in node-ical and ical.js: the UTC stamp, the Hebrew whole, the sequence', () => {
    const ics = icsEvent({ ...visit, ...hebrew, sequence: 2 });
    const [byNodeIcal] = Object.values(nodeIcal.sync.parseICS(ics)).filter(
      (component): component is VEvent => component?.type === 'VEVENT',
    );
    expect(byNodeIcal).toMatchObject({ summary: hebrew.title, location: hebrew.location, sequence: 2 });
    expect(byNodeIcal!.dtstamp.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(byNodeIcal!.start.toISOString()).toBe('2026-11-24T07:00:00.000Z');

    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(hebrew.title);
    expect(event.description).toBe(hebrew.description);
    expect(event.sequence).toBe(2);
    const stamp = event.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.toJSDate().toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });
});
