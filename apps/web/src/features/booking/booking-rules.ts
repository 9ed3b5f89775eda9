import type { TTimeSlot } from '@clinic/contract/catalog/get-available-time';
import { minutesOf, plusMinutes } from '@clinic/contract/core/wall-time';

export const SLOT_MINUTES = 5;
export const BOOKABLE_DAYS = 30;
export const DEFAULT_BRANCH = '38';

export type Step = 'datetime' | 'phone' | 'verify' | 'payment' | 'confirmation';

/** The step bar of spec section 2: payment only when the treatment forces it; phone and code only when logged out. */
export function stepsFor(loggedIn: boolean, forcePay: boolean): Step[] {
  return [
    'datetime',
    ...(loggedIn ? [] : (['phone', 'verify'] as const)),
    ...(forcePay ? (['payment'] as const) : []),
    'confirmation',
  ];
}

export const slotsNeeded = (durationMinutes: number) => Math.max(1, Math.ceil(durationMinutes / SLOT_MINUTES));

/** A visit's end: its start plus its length (never past 24:00). */
export const endTimeOf = plusMinutes;

export type SlotChoice = { ok: true; times: string[] } | { ok: false; needed: number };

/**
 * Choosing a time takes ceil(duration/5) slots from it: each available and exactly 5 minutes after
 * the one before, and one doctor free for all of them (the server's `starts_visit`: free slots of two doctors
 * side by side are no visit); otherwise the patient is told how many consecutive slots the treatment needs.
 */
export function chooseSlots(slots: readonly TTimeSlot[], start: string, durationMinutes: number): SlotChoice {
  const needed = slotsNeeded(durationMinutes);
  const from = slots.findIndex((s) => s.time === start);
  if (from < 0 || !startsAt(slots, from, needed)) return { ok: false, needed };
  return { ok: true, times: slots.slice(from, from + needed).map((s) => s.time) };
}

/** The day's times a visit of this length can start at (those chooseSlots takes), in the day's order. */
export function startingTimes(slots: readonly TTimeSlot[], durationMinutes: number): TTimeSlot[] {
  const needed = slotsNeeded(durationMinutes);
  return slots.filter((_, i) => startsAt(slots, i, needed));
}

/** `needed` slots from slots[from] are each available and 5 minutes after the one before, and start a visit. */
function startsAt(slots: readonly TTimeSlot[], from: number, needed: number): boolean {
  if (from + needed > slots.length || slots[from]!.starts_visit === false) return false;
  for (let i = from; i < from + needed; i++) {
    if (!slots[i]!.available) return false;
    if (i > from && minutesOf(slots[i]!.time) - minutesOf(slots[i - 1]!.time) !== SLOT_MINUTES) return false;
  }
  return true;
}

/**
 * The day's slots as a waitlist offer's patient sees them before logging in: the offered visit's slots are shown
 * free (the server holds them for that patient alone and refuses anyone else's booking of them).
 */
export function withOfferedSlots(slots: readonly TTimeSlot[], start: string, durationMinutes: number): TTimeSlot[] {
  const from = minutesOf(start);
  const until = from + slotsNeeded(durationMinutes) * SLOT_MINUTES;
  return slots.map((slot) => {
    const at = minutesOf(slot.time);
    if (at < from || at >= until) return slot;
    return { ...slot, available: true, ...(at === from ? { starts_visit: true } : {}) };
  });
}

/** "2026-11-24" → "20261124"; "09:05" → "090500" */
const icsStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** UTF-8 octets of one code point. */
const octetsOf = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * RFC 5545 3.1: a line longer than 75 octets goes on in lines that start with a space. It is cut between
 * characters, never inside one (a Hebrew letter is 2 octets).
 */
export function foldIcsLine(line: string): string {
  let folded = '';
  let octets = 0;
  for (const char of line) {
    const size = octetsOf(char.codePointAt(0)!);
    if (octets + size > 75) {
      folded += '\r\n ';
      octets = 1;
    }
    folded += char;
    octets += size;
  }
  return folded;
}

/**
 * An iCalendar event in UTC instants, so every calendar shows the visit at the clinic's own time; by RFC 5545:
 * DTSTAMP in UTC, lines folded at 75 octets, CRLF after every line.
 */
export function icsEvent(input: {
  uid: string;
  start: Date;
  end: Date;
  title: string;
  location: string;
  description: string;
  now: Date;
  /** SEQUENCE: 0 for the visit as first booked, one more for each change since. */
  sequence: number;
}): string {
  const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clinic booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${icsStamp(input.now)}`,
    `DTSTART:${icsStamp(input.start)}`,
    `DTEND:${icsStamp(input.end)}`,
    `SUMMARY:${escape(input.title)}`,
    `LOCATION:${escape(input.location)}`,
    `DESCRIPTION:${escape(input.description)}`,
    'BEGIN:VALARM',
    'TRIGGER:-PT1H',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escape(input.title)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ]
    .map(foldIcsLine)
    .join('\r\n');
}
