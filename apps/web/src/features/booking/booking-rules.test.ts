import { describe, expect, it } from 'vitest';
import { chooseSlots, endTimeOf, icsEvent, slotsNeeded, stepsFor, withOfferedSlots } from './booking-rules';

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

  it('computes the end from the duration', () => {
    expect(endTimeOf('09:55', 10)).toBe('10:05');
    expect(endTimeOf('23:30', 30)).toBe('24:00');
  });
});

it('writes the calendar event in UTC instants', () => {
  const ics = icsEvent({
    uid: 'appointment-7@central-clinic',
    start: new Date('2026-11-24T07:00:00Z'),
    end: new Date('2026-11-24T07:30:00Z'),
    title: 'Dental cleaning; Central, Clinic',
    location: 'Dizengoff 1',
    description: 'Arrive 15 minutes early',
    now: new Date('2026-11-22T10:00:00Z'),
  });
  expect(ics).toContain('DTSTART:20261124T070000Z\r\n');
  expect(ics).toContain('DTEND:20261124T073000Z\r\n');
  expect(ics).toContain('SUMMARY:Dental cleaning\\; Central\\, Clinic');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
});
