import type { CSSProperties } from 'react';
import type { TVisitStatus } from '@clinic/contract/staff/staff';
import type { TDeskAgenda, TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { minutesOf } from './agenda-dates';

/** The day grid's step: one row per 5 minutes, the booking engine's own step. */
export const STEP_MINUTES = 5;
const DEFAULT_FRAME = { start: 8 * 60, end: 18 * 60 };

/**
 * The hours a day grid shows: the branch's opening hours on that date, widened to whole hours and to any visit or
 * block outside them (a visit booked before the hours changed still shows).
 */
export function dayFrame(agenda: TDeskAgenda, date: string): { start: number; end: number } {
  const ranges = [
    ...(agenda.opening[date] ?? []),
    ...agenda.visits.filter((v) => v.date === date).map((v) => ({ start: v.start_time, end: v.end_time })),
    ...agenda.blocks.filter((b) => b.date === date).map((b) => ({ start: b.start_time, end: b.end_time })),
  ];
  if (ranges.length === 0) return DEFAULT_FRAME;
  const start = Math.min(...ranges.map((r) => minutesOf(r.start)));
  const end = Math.max(...ranges.map((r) => minutesOf(r.end)));
  return { start: Math.floor(start / 60) * 60, end: Math.min(24 * 60, Math.ceil(end / 60) * 60) };
}

/** The grid rows (1-based, after the header row) a wall-time range covers inside a frame. */
export function rowsOf(frame: { start: number; end: number }, start: string, end: string) {
  const from = Math.max(frame.start, minutesOf(start));
  const to = Math.min(frame.end, Math.max(minutesOf(end), from + STEP_MINUTES));
  return { gridRowStart: 2 + (from - frame.start) / STEP_MINUTES, gridRowEnd: 2 + (to - frame.start) / STEP_MINUTES };
}

/** The parts of a frame outside the opening hours (shaded: the branch is closed then). */
export function closedParts(frame: { start: number; end: number }, opening: Array<{ start: string; end: string }>) {
  const open = opening
    .map((r) => ({ start: minutesOf(r.start), end: minutesOf(r.end) }))
    .sort((a, b) => a.start - b.start);
  const closed: Array<{ start: number; end: number }> = [];
  let cursor = frame.start;
  for (const range of open) {
    if (range.start > cursor) closed.push({ start: cursor, end: Math.min(range.start, frame.end) });
    cursor = Math.max(cursor, range.end);
  }
  if (cursor < frame.end) closed.push({ start: cursor, end: frame.end });
  return closed.filter((part) => part.end > part.start);
}

/** Each status's sign beside its colour, so the status never rests on colour alone (the word is in the visit). */
export const STATUS_ICON: Record<TVisitStatus, string> = {
  booked: '○',
  awaiting_payment: '◔',
  paid: '●',
  arrived: '◆',
  completed: '✓',
  no_show: '✗',
  cancelled: '⊘',
};

/** Each status's colours: text stays at AA contrast on its own background. */
export const STATUS_STYLE: Record<TVisitStatus, string> = {
  booked: 'bg-sky-50 border-sky-600 text-sky-950',
  awaiting_payment: 'bg-amber-50 border-amber-600 text-amber-950',
  paid: 'bg-emerald-50 border-emerald-700 text-emerald-950',
  arrived: 'bg-violet-50 border-violet-700 text-violet-950',
  completed: 'bg-slate-100 border-slate-600 text-slate-900',
  no_show: 'bg-rose-50 border-rose-700 text-rose-950',
  cancelled: 'bg-white border-slate-300 text-slate-600 line-through',
};

/** The sign and word of an overbooked visit (squeezed in on purpose), beside its status. */
export const OVERBOOK_ICON = '⇶';

/** The sign and look of time held for one patient (a waitlist offer, an unpaid visit): amber stripes, dashed. */
export const HELD_ICON = '◷';
export const HELD_STYLE =
  'border-amber-700 bg-[repeating-linear-gradient(135deg,#fef3c7_0_6px,#fffbeb_6px_12px)] text-amber-950';

/** The height of one 5-minute step at a zoom (minutes a line shows): at 5, a step is one line of text. */
export const stepHeightRem = (zoom: number) => (1.25 * STEP_MINUTES) / zoom;

/** Treatment colours, by the treatment's id, when the grid is coloured by treatment (status keeps its sign and word). */
const TREATMENT_STYLES = [
  'bg-teal-50 border-teal-700 text-teal-950',
  'bg-orange-50 border-orange-700 text-orange-950',
  'bg-indigo-50 border-indigo-700 text-indigo-950',
  'bg-lime-50 border-lime-700 text-lime-950',
  'bg-pink-50 border-pink-700 text-pink-950',
  'bg-cyan-50 border-cyan-700 text-cyan-950',
  'bg-yellow-50 border-yellow-700 text-yellow-950',
  'bg-fuchsia-50 border-fuchsia-700 text-fuchsia-950',
];
export const treatmentStyle = (treatmentId: number) => TREATMENT_STYLES[treatmentId % TREATMENT_STYLES.length]!;

/** A visit's place among the visits of its doctor that overlap it: its lane, of how many side by side. */
export type VisitLane = { lane: number; lanes: number };

/**
 * Lanes for one doctor's visits that overlap (an overbook beside the visit it was squeezed into, or several): each
 * group of visits joined by overlaps shares its column in as many lanes as it needs at once, each visit in the
 * first lane free at its start. Cancelled visits keep their own half-width place and take no lane.
 */
export function visitLanes(visits: readonly TDeskVisit[]): Map<number, VisitLane> {
  const lanes = new Map<number, VisitLane>();
  const active = visits
    .filter((visit) => visit.status !== 'cancelled')
    .map((visit) => ({ id: visit.id, start: minutesOf(visit.start_time), end: minutesOf(visit.end_time) }))
    .sort((a, b) => a.start - b.start || b.end - a.end || a.id - b.id);
  let group: Array<{ id: number; lane: number }> = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const close = () => {
    for (const member of group) lanes.set(member.id, { lane: member.lane, lanes: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const visit of active) {
    if (visit.start >= groupEnd) close();
    let lane = laneEnds.findIndex((end) => end <= visit.start);
    if (lane === -1) lane = laneEnds.push(visit.end) - 1;
    else laneEnds[lane] = visit.end;
    group.push({ id: visit.id, lane });
    groupEnd = Math.max(groupEnd, visit.end);
  }
  close();
  return lanes;
}

/** Where a visit in a lane sits in its doctor's column (logical sides: mirrored in Hebrew and Arabic). */
export const laneStyle = ({ lane, lanes }: VisitLane): CSSProperties =>
  lanes <= 1
    ? {}
    : {
        justifySelf: 'start',
        width: `calc(100% / ${lanes} - 0.25rem)`,
        marginInlineStart: `calc(100% * ${lane} / ${lanes} + 0.125rem)`,
      };
