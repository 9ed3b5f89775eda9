import { type CSSProperties, type ReactNode, createContext, useContext, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import {
  DndContext,
  type DragMoveEvent,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { TDeskAgenda, TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { showToast } from '../../../../components/ui/toast';
import { refusalOf } from '../../core/api/use-change-feedback';
import { timeOf } from '@clinic/contract/core/wall-time';
import { notBeforeOn } from './free-time';
import type { ClinicNow } from '../use-clinic-now';
import { type DropTarget, dropTarget, isDraggable } from './drop-target';

// The free times to book at come with the kit: the grid shows them once a pointer or focus is on it.
export { FreeCells } from './free-cells';

/** How long the Undo of a drop is offered. */
const UNDO_MS = 8_000;

type Frame = { start: number; end: number };
const TargetContext = createContext<DropTarget | null>(null);

/**
 * The day grid's drag and drop: a visit dragged into a doctor's column lands on the 5-minute step under it; the
 * target shows before the drop (refused when busy, closed, off or blocked); a drop moves the visit to that doctor
 * and time, and its toast offers Undo for a few seconds.
 */
export function DragLayer({
  agenda,
  date,
  frame,
  now,
  dateText,
  onMove,
  children,
}: {
  agenda: TDeskAgenda;
  date: string;
  frame: Frame;
  now: ClinicNow;
  /** The day's date as the toast writes it. */
  dateText: string;
  /** Moves a visit to a doctor and time of the day shown (the staff move call). */
  onMove: (visit: TDeskVisit, to: { doctorId: number; time: string }) => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff');
  const [target, setTarget] = useState<DropTarget | null>(null);
  // A drag starts past a few pixels, so a click still opens the visit.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const nameOf = (doctorId: number) => agenda.doctors.find((doctor) => doctor.id === doctorId)?.name ?? '';

  function follow(event: DragMoveEvent) {
    const visit = event.active.data.current as TDeskVisit | undefined;
    const over = event.over;
    if (!visit || !over || over.rect.height === 0) return setTarget(null);
    const minutesPerPixel = (frame.end - frame.start) / over.rect.height;
    const notBefore = notBeforeOn(date, now);
    setTarget(
      dropTarget(agenda, date, frame, visit, {
        doctorId: Number(over.id),
        deltaMinutes: event.delta.y * minutesPerPixel,
        notBefore,
      }),
    );
  }

  async function move(visit: TDeskVisit, to: { doctorId: number; time: string }) {
    return onMove(visit, to);
  }

  async function drop() {
    const landing = target;
    setTarget(null);
    if (!landing || landing.refusal || landing.same) return;
    const { visit } = landing;
    const time = timeOf(landing.start);
    try {
      await move(visit, { doctorId: landing.doctorId, time });
    } catch (failure) {
      showToast('error', refusalOf(failure, t).message);
      return;
    }
    const text = t('agenda.dragMoved', {
      name: visit.family_member_name ?? visit.patient_name,
      date: dateText,
      time,
      doctor: nameOf(landing.doctorId),
    });
    showToast('success', text, { ms: UNDO_MS, action: { label: t('agenda.undo'), run: () => void undo(visit) } });
  }

  async function undo(visit: TDeskVisit) {
    try {
      await move(visit, { doctorId: visit.doctor_id, time: visit.start_time });
      showToast('success', t('agenda.undone'));
    } catch (failure) {
      showToast('error', refusalOf(failure, t).message);
    }
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      // The page scrolls only when the pointer is close to its edge (a long day is taller than the window).
      autoScroll={{ threshold: { x: 0.1, y: 0.1 } }}
      onDragMove={follow}
      onDragEnd={() => void drop()}
      onDragCancel={() => setTarget(null)}
      // The drop's toast tells the outcome in the page language; the library's own English words are not used.
      accessibility={{ announcements: SILENT, screenReaderInstructions: { draggable: '' } }}
    >
      <TargetContext.Provider value={target}>{children}</TargetContext.Provider>
    </DndContext>
  );
}

const SILENT = {
  onDragStart: () => undefined,
  onDragMove: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

/** A visit in the grid (its button as children), which a pointer drags when it is active and not yet attended. */
export function DraggableVisit({
  visit,
  style,
  children,
}: {
  visit: TDeskVisit;
  style: CSSProperties;
  children: ReactNode;
}) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: visit.id,
    data: visit,
    disabled: !isDraggable(visit),
  });
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      data-drag-visit={visit.id}
      className={`grid ${visit.status === 'cancelled' ? 'z-[2]' : 'z-[3]'} ${isDraggable(visit) ? 'cursor-grab touch-none' : ''} ${isDragging ? 'opacity-50' : ''}`}
      style={style}
    >
      {children}
    </div>
  );
}

/** A doctor's whole column, where a dragged visit may be dropped. */
export function DropColumn({ doctorId, style }: { doctorId: number; style: CSSProperties }) {
  const { setNodeRef } = useDroppable({ id: doctorId });
  return <div ref={setNodeRef} aria-hidden="true" className="pointer-events-none" style={style} />;
}

/** Where the dragged visit would land, green with its time and doctor, or red with why it may not. */
export function DropPreview({
  agenda,
  columnOf,
  place,
}: {
  agenda: TDeskAgenda;
  columnOf: (doctorId: number) => number;
  place: (start: number, end: number) => CSSProperties;
}) {
  const { t } = useTranslation('staff');
  const target = useContext(TargetContext);
  if (!target || target.same) return null;
  const doctor = agenda.doctors.find((item) => item.id === target.doctorId)?.name ?? '';
  return (
    <div
      data-drop-target={target.refusal ?? 'free'}
      className={`pointer-events-none z-[4] m-0.5 overflow-hidden rounded-md border-2 border-dashed px-2 text-xs leading-4 font-semibold ${
        target.refusal
          ? 'border-rose-700 bg-rose-50/90 text-rose-950'
          : 'border-emerald-700 bg-emerald-50/90 text-emerald-950'
      }`}
      style={{ gridColumn: columnOf(target.doctorId), ...place(target.start, target.end) }}
    >
      {target.refusal
        ? `${timeOf(target.start)} · ${t(`agenda.dropRefused.${target.refusal}`)}`
        : t('agenda.dropTo', { time: timeOf(target.start), doctor })}
    </div>
  );
}
