import type { TDeskAgenda, TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { minutesOf } from '@clinic/contract/core/wall-time';
import { type TimeRefusal, refusalAt } from './free-time';

/** A drag snaps to the booking engine's step. */
export const SNAP_MINUTES = 5;

/** Where a dragged visit would land: a doctor, wall minutes, and why it may not (null: it may). */
export type DropTarget = {
  visit: TDeskVisit;
  doctorId: number;
  start: number;
  end: number;
  refusal: TimeRefusal | null;
  /** Its own doctor and time: dropping there changes nothing. */
  same: boolean;
};

/** Visits a drag may move: active and not yet attended (the server still refuses one that has started). */
export const isDraggable = (visit: TDeskVisit) =>
  visit.status === 'booked' || visit.status === 'awaiting_payment' || visit.status === 'paid';

/**
 * The target of a visit dragged by `deltaMinutes` into a doctor's column: snapped to 5 minutes, kept inside the
 * day's frame, the visit's length kept.
 */
export function dropTarget(
  agenda: TDeskAgenda,
  date: string,
  frame: { start: number; end: number },
  visit: TDeskVisit,
  drag: { doctorId: number; deltaMinutes: number; notBefore?: number | undefined },
): DropTarget {
  const from = minutesOf(visit.start_time);
  const length = Math.max(SNAP_MINUTES, minutesOf(visit.end_time) - from);
  const snapped = Math.round(drag.deltaMinutes / SNAP_MINUTES) * SNAP_MINUTES;
  const start = Math.min(Math.max(from + snapped, frame.start), Math.max(frame.start, frame.end - length));
  const end = start + length;
  const same = start === from && drag.doctorId === visit.doctor_id;
  const refusal = refusalAt(
    agenda,
    date,
    { doctorId: drag.doctorId, start, end },
    { ignoreVisit: visit.id, ...(drag.notBefore === undefined ? {} : { notBefore: drag.notBefore }) },
  );
  return { visit, doctorId: drag.doctorId, start, end, refusal, same };
}
