import { type KeyboardEvent, useMemo } from 'react';
import { type CSSProperties } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import type { TDeskAgenda } from '@clinic/contract/staff/agenda-visits';
import { useStaffAuth } from '../../core/api/staff-auth';
import { staffKeys } from '../../core/api/staff-calls';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { minutesOf, timeOf } from '@clinic/contract/core/wall-time';
import { freeCells, notBeforeOn } from './free-time';
import type { ClinicNow } from '../use-clinic-now';

type Props = {
  agenda: TDeskAgenda;
  date: string;
  frame: { start: number; end: number };
  now: ClinicNow;
  columnOf: (doctorId: number) => number;
  /** The grid rows of a range of wall minutes, and the minutes a row stands for. */
  place: (start: number, end: number) => CSSProperties;
  step: number;
  onBookAt: (doctorId: number, time: string) => void;
};

/**
 * The free rows of each doctor the account may book for, as buttons under the visits: a click or Enter books
 * there. One stop per doctor for Tab; the arrows walk the free times (up and down) and the doctors (sideways,
 * mirrored right to left).
 */
export function FreeCells({ agenda, date, frame, now, columnOf, place, step, onBookAt }: Props) {
  const { t } = useTranslation('staff');
  const auth = useStaffAuth();
  // The workspace answer the page has read (who may book for which doctor).
  const me = useQueryClient().getQueryData<TStaffWorkspace>(staffKeys.workspace(auth));
  const cells = useMemo(() => {
    if (!me) return [];
    const doctorIds = agenda.doctors
      .map((doctor) => doctor.id)
      .filter((id) => me.role !== 'doctor' || id === me.doctor_id);
    const notBefore = notBeforeOn(date, now);
    return freeCells(agenda, date, frame, {
      step,
      doctorIds,
      ...(notBefore === undefined ? {} : { notBefore }),
    });
  }, [agenda, date, frame, now, me, step]);
  const nameOf = (doctorId: number) => agenda.doctors.find((doctor) => doctor.id === doctorId)?.name ?? '';

  return cells.map((cell, index) => {
    const time = timeOf(cell.start);
    const first = index === 0 || cells[index - 1]!.doctorId !== cell.doctorId;
    return (
      <button
        key={`${cell.doctorId}-${cell.start}`}
        type="button"
        tabIndex={first ? 0 : -1}
        data-free-doctor={cell.doctorId}
        data-free-time={time}
        aria-label={t('agenda.freeTime', { time, doctor: nameOf(cell.doctorId) })}
        onClick={() => onBookAt(cell.doctorId, time)}
        onKeyDown={walk}
        className="group z-0 text-start text-[0.6875rem] leading-none text-transparent hover:bg-brand-50 hover:text-brand-900 focus-visible:z-30 focus-visible:bg-brand-50 focus-visible:text-brand-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
        style={{ gridColumn: columnOf(cell.doctorId), ...place(cell.start, cell.start + step) }}
      >
        <span aria-hidden="true" className="ps-1">
          + {time}
        </span>
      </button>
    );
  });
}

/** Arrow keys between free cells: up and down in a doctor's column, sideways to the nearest time of the next. */
function walk(event: KeyboardEvent<HTMLButtonElement>) {
  const here = event.currentTarget;
  const all = [...(here.parentElement?.querySelectorAll<HTMLButtonElement>('[data-free-doctor]') ?? [])];
  const doctors = [...new Set(all.map((cell) => cell.dataset.freeDoctor))];
  const doctor = here.dataset.freeDoctor;
  const column = all.filter((cell) => cell.dataset.freeDoctor === doctor);
  const rtl = getComputedStyle(here).direction === 'rtl';
  const sideways = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
  let next: HTMLButtonElement | undefined;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    next = column[column.indexOf(here) + (event.key === 'ArrowDown' ? 1 : -1)];
  } else if (sideways !== undefined) {
    const other = doctors[doctors.indexOf(doctor) + sideways];
    const minutes = (cell: HTMLElement) => cell.dataset.freeTime ?? '';
    next = all
      .filter((cell) => cell.dataset.freeDoctor === other)
      .reduce<HTMLButtonElement | undefined>(
        (best, cell) =>
          !best || distance(minutes(cell), minutes(here)) < distance(minutes(best), minutes(here)) ? cell : best,
        undefined,
      );
  } else {
    return;
  }
  event.preventDefault();
  if (!next) return;
  here.tabIndex = -1;
  next.tabIndex = 0;
  next.focus();
}

const distance = (a: string, b: string) => Math.abs(minutesOf(a) - minutesOf(b));
