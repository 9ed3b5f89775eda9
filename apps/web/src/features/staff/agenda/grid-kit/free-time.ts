import type { TDeskAgenda } from '@clinic/contract/staff/agenda-visits';
import { minutesOf } from '@clinic/contract/core/wall-time';

/**
 * Why a doctor cannot take a time on the grid: before now, the branch closed, the doctor off, blocked, held for
 * one patient (a waitlist offer, an unpaid visit), or busy.
 */
export type TimeRefusal = 'past' | 'closed' | 'off' | 'blocked' | 'held' | 'busy';

type WallRange = { start: string; end: string };
const inside = (ranges: WallRange[], start: number, end: number) =>
  ranges.some((range) => minutesOf(range.start) <= start && end <= minutesOf(range.end));
const overlaps = (range: { start_time: string; end_time: string }, start: number, end: number) =>
  minutesOf(range.start_time) < end && start < minutesOf(range.end_time);

/**
 * Why `doctorId` cannot take [start, end) (wall minutes) on `date` by what the agenda shows, or null when it can.
 * `ignoreVisit` is the visit being moved; `notBefore` the clinic's minutes now on that date (Infinity: a past day).
 * The server decides; this only says so before a click or a drop.
 */
export function refusalAt(
  agenda: TDeskAgenda,
  date: string,
  target: { doctorId: number; start: number; end: number },
  options: { ignoreVisit?: number; notBefore?: number } = {},
): TimeRefusal | null {
  const { doctorId, start, end } = target;
  if (options.notBefore !== undefined && start < options.notBefore) return 'past';
  if (!inside(agenda.opening[date] ?? [], start, end)) return 'closed';
  const doctor = agenda.doctors.find((item) => item.id === doctorId);
  if (!doctor || !inside(doctor.hours[date] ?? [], start, end)) return 'off';
  const blocked = agenda.blocks.some(
    (block) =>
      block.date === date && (block.doctor_id === null || block.doctor_id === doctorId) && overlaps(block, start, end),
  );
  if (blocked) return 'blocked';
  // The moved visit's own unpaid hold moves with it.
  const held = agenda.held.some(
    (range) =>
      range.date === date &&
      range.doctor_id === doctorId &&
      (range.visit_id === undefined || range.visit_id !== options.ignoreVisit) &&
      overlaps(range, start, end),
  );
  if (held) return 'held';
  const busy = agenda.visits.some(
    (visit) =>
      visit.date === date &&
      visit.doctor_id === doctorId &&
      visit.id !== options.ignoreVisit &&
      visit.status !== 'cancelled' &&
      overlaps(visit, start, end),
  );
  return busy ? 'busy' : null;
}

/** The grid rows (of `step` minutes) each doctor has free on a date, in reading order: doctor by doctor, by time. */
export function freeCells(
  agenda: TDeskAgenda,
  date: string,
  frame: { start: number; end: number },
  options: { step: number; doctorIds: number[]; notBefore?: number },
): Array<{ doctorId: number; start: number }> {
  const cells: Array<{ doctorId: number; start: number }> = [];
  const notBefore = options.notBefore === undefined ? {} : { notBefore: options.notBefore };
  for (const doctorId of options.doctorIds) {
    for (let start = frame.start; start + options.step <= frame.end; start += options.step) {
      if (refusalAt(agenda, date, { doctorId, start, end: start + options.step }, notBefore) === null) {
        cells.push({ doctorId, start });
      }
    }
  }
  return cells;
}

/** The first minute of `date` still to come at the clinic (undefined: all of it; Infinity: none). */
export function notBeforeOn(date: string, clock: { date: string; minutes: number }): number | undefined {
  if (date > clock.date) return undefined;
  return date < clock.date ? Infinity : clock.minutes;
}
