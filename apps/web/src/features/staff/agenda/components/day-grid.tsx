import { useMemo, useRef } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TDeskAgenda, TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import type { TAgendaBlock } from '@clinic/contract/staff/staff-agenda';
import { shortDate, timeOf, timeRange } from '../agenda-dates';
import {
  STEP_MINUTES,
  type VisitLane,
  closedParts,
  dayFrame,
  laneStyle,
  rowsOf,
  stepHeightRem,
  visitLanes,
} from '../agenda-layout';
import type { AgendaPrefs } from '../use-agenda-prefs';
import { type ClinicNow, clinicTimeOf } from '../use-clinic-now';
import { GridKey } from './grid-key';
import { HeldTimes } from './held-times';
import { NowLine } from './now-line';
import { useGridKit } from '../grid-kit/use-grid-kit';
import { useMoveVisit } from '../../core/api/move-visit';
import { VisitButton } from './visit-button';

type Props = {
  agenda: TDeskAgenda;
  date: string;
  now: ClinicNow;
  /** The clinic's time zone, for when a hold ends. */
  timeZone: string;
  prefs: AgendaPrefs;
  onPrefs: (next: Partial<AgendaPrefs>) => void;
  onOpenVisit: (visit: TDeskVisit) => void;
  onOpenBlock: (block: TAgendaBlock) => void;
  /** Books at a free time of a doctor (a click or Enter on it). */
  onBookAt: (doctorId: number, time: string) => void;
};

/**
 * One day: the times down the side, a column per doctor headed by its working hours, visits as blocks at their
 * times, blocked and closed time shaded, time held for one patient marked (never offered), and a doctor's hours off
 * striped in their column; on today the past is dimmed under a line at the current minute. The times and the doctors'
 * names stay in view while the grid scrolls. In Hebrew the grid runs right to left by itself (CSS grid follows the
 * page direction). Visits come in reading order (doctor by doctor, by time), so Tab walks the day. A free time books
 * there (click or Enter); with a pointer a visit drags to another time or doctor (the grid kit: see useGridKit).
 */
export function DayGrid({ agenda, date, now, timeZone, prefs, onPrefs, onOpenVisit, onOpenBlock, onBookAt }: Props) {
  const { t, i18n } = useTranslation('staff');
  const frame = useMemo(() => dayFrame(agenda, date), [agenda, date]);
  const gridRef = useRef<HTMLDivElement>(null);
  const [kit, loadKit] = useGridKit(gridRef);
  const moveVisit = useMoveVisit();
  const place = (start: number, end: number) => rowsOf(frame, timeOf(start), timeOf(end));
  const stepRem = stepHeightRem(prefs.zoom);
  const steps = (frame.end - frame.start) / STEP_MINUTES;
  const opening = agenda.opening[date] ?? [];
  const hours = Array.from({ length: (frame.end - frame.start) / 60 }, (_, index) => frame.start + index * 60);
  const columns = agenda.doctors.length;
  const columnOf = (doctorId: number) => 2 + agenda.doctors.findIndex((d) => d.id === doctorId);
  const visits = useMemo(() => agenda.visits.filter((v) => v.date === date), [agenda.visits, date]);
  // Visits of one doctor that overlap (an overbook and the visit it was squeezed beside) share the column side by side.
  const lanes = useMemo(() => {
    const all = new Map<number, VisitLane>();
    for (const doctor of agenda.doctors) {
      for (const [id, lane] of visitLanes(visits.filter((v) => v.doctor_id === doctor.id))) all.set(id, lane);
    }
    return all;
  }, [agenda.doctors, visits]);
  // When each unpaid visit's hold ends, for its card.
  const heldUntil = useMemo(
    () => new Map(agenda.held.flatMap((held) => (held.visit_id === undefined ? [] : [[held.visit_id, held.until]]))),
    [agenda.held],
  );
  const workingText = (hours: Array<{ start: string; end: string }>) =>
    hours.length ? hours.map((range) => `${range.start}–${range.end}`).join(', ') : t('agenda.dayOff');

  const grid = (
    <div
      ref={gridRef}
      data-testid="day-grid"
      // Focusable (it scrolls), and where the grid kit loads: at the first pointer or focus on the day.
      tabIndex={0}
      role="region"
      aria-label={t('agenda.dayGrid')}
      onPointerEnter={loadKit}
      onFocus={loadKit}
      className="relative grid max-h-[80dvh] min-w-0 overflow-auto overscroll-contain"
      style={{
        gridTemplateColumns: `3.5rem repeat(${columns}, minmax(11rem, 1fr))`,
        gridTemplateRows: `2.75rem repeat(${steps}, ${stepRem}rem)`,
      }}
    >
      <div
        className="sticky start-0 top-0 z-30 border-b border-slate-200 bg-white"
        style={{ gridRow: 1, gridColumn: 1 }}
      />
      {agenda.doctors.map((doctor, index) => (
        <h2
          key={doctor.id}
          className="sticky top-0 z-20 flex items-center justify-center border-b border-s border-slate-200 bg-white px-2 text-center text-sm font-semibold text-slate-900"
          style={{ gridRow: 1, gridColumn: index + 2 }}
        >
          <span>
            {doctor.name}
            {/* Time ranges read left to right in Hebrew and Arabic too (08:00–13:00). */}
            <span
              className="block text-xs font-normal text-slate-600"
              dir={(doctor.hours[date] ?? []).length ? 'ltr' : undefined}
            >
              {workingText(doctor.hours[date] ?? [])}
            </span>
          </span>
        </h2>
      ))}
      {hours.map((minutes) => (
        <div
          key={minutes}
          className="sticky start-0 z-10 border-t border-slate-200 bg-white pe-2 text-end text-xs text-slate-600"
          style={{ gridColumn: 1, gridRowStart: 2 + (minutes - frame.start) / STEP_MINUTES, gridRowEnd: 'span 12' }}
        >
          {timeOf(minutes)}
        </div>
      ))}
      {hours.map((minutes) => (
        <div
          key={`line-${minutes}`}
          aria-hidden="true"
          className="border-t border-slate-100"
          style={{
            gridColumn: `2 / span ${columns}`,
            gridRowStart: 2 + (minutes - frame.start) / STEP_MINUTES,
            gridRowEnd: 'span 12',
          }}
        />
      ))}
      {closedParts(frame, opening).map((part) => (
        <div
          key={`closed-${part.start}`}
          aria-hidden="true"
          className="bg-slate-100"
          style={{ gridColumn: `2 / span ${columns}`, ...rowsOf(frame, timeOf(part.start), timeOf(part.end)) }}
        />
      ))}
      {agenda.doctors.flatMap((doctor, index) =>
        closedParts(frame, doctor.hours[date] ?? []).map((part) => (
          <div
            key={`off-${doctor.id}-${part.start}`}
            aria-hidden="true"
            className="bg-[repeating-linear-gradient(135deg,#f1f5f9_0_4px,#ffffff_4px_10px)]"
            style={{ gridColumn: index + 2, ...rowsOf(frame, timeOf(part.start), timeOf(part.end)) }}
          />
        )),
      )}
      <HeldTimes agenda={agenda} date={date} frame={frame} timeZone={timeZone} columnOf={columnOf} />
      {kit && (
        <kit.FreeCells
          agenda={agenda}
          date={date}
          frame={frame}
          now={now}
          columnOf={columnOf}
          place={place}
          step={STEP_MINUTES}
          onBookAt={onBookAt}
        />
      )}
      {kit &&
        agenda.doctors.map((doctor) => (
          <kit.DropColumn
            key={`drop-${doctor.id}`}
            doctorId={doctor.id}
            style={{ gridColumn: columnOf(doctor.id), gridRow: `2 / span ${steps}` }}
          />
        ))}
      {kit && <kit.DropPreview agenda={agenda} columnOf={columnOf} place={place} />}
      {agenda.blocks
        .filter((block) => block.date === date)
        .map((block) => (
          <button
            key={`block-${block.id}`}
            data-block-id={block.id}
            type="button"
            onClick={() => onOpenBlock(block)}
            className="z-[1] m-0.5 overflow-hidden rounded-md border border-dashed border-slate-500 bg-[repeating-linear-gradient(45deg,#e2e8f0_0_6px,#f8fafc_6px_12px)] px-2 py-1 text-start text-xs font-medium text-slate-800"
            style={{
              gridColumn: block.doctor_id === null ? `2 / span ${columns}` : columnOf(block.doctor_id),
              ...rowsOf(frame, block.start_time, block.end_time),
            }}
          >
            {timeRange(block.start_time, block.end_time)} {t('agenda.blocked', { reason: block.reason })}
          </button>
        ))}
      {agenda.doctors.flatMap((doctor) =>
        visits
          .filter((visit) => visit.doctor_id === doctor.id)
          .map((visit) => {
            const lane = lanes.get(visit.id);
            const until = heldUntil.get(visit.id);
            const held = until === undefined ? {} : { heldUntil: clinicTimeOf(timeZone, until) };
            const style = {
              gridColumn: columnOf(doctor.id),
              ...rowsOf(frame, visit.start_time, visit.end_time),
              ...(lane ? laneStyle(lane) : {}),
            };
            return kit ? (
              <kit.DraggableVisit key={visit.id} visit={visit} style={style}>
                <VisitButton visit={visit} onOpen={onOpenVisit} colour={prefs.colour} {...held} />
              </kit.DraggableVisit>
            ) : (
              <VisitButton
                key={visit.id}
                visit={visit}
                onOpen={onOpenVisit}
                colour={prefs.colour}
                style={style}
                {...held}
              />
            );
          }),
      )}
      {now.date === date && <NowLine frame={frame} minutes={now.minutes} columns={columns} stepRem={stepRem} />}
    </div>
  );

  return (
    <div className="mt-3 rounded-xl bg-white ring-1 ring-slate-200">
      <GridKey prefs={prefs} onPrefs={onPrefs} visits={visits} />
      {opening.length === 0 && <p className="p-3 text-slate-700">{t('agenda.closed')}</p>}
      {kit ? (
        <kit.DragLayer
          agenda={agenda}
          date={date}
          frame={frame}
          now={now}
          dateText={shortDate(date, i18n.language)}
          onMove={(visit, to) =>
            moveVisit.mutateAsync({
              params: { id: visit.id },
              body: { date, start_time: to.time, doctor_id: to.doctorId },
            })
          }
        >
          {grid}
        </kit.DragLayer>
      ) : (
        grid
      )}
      {visits.length === 0 && <p className="p-3 text-slate-600">{t('agenda.empty')}</p>}
    </div>
  );
}
