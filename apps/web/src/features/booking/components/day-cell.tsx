import { useContext, useRef } from 'react';
import { type CalendarDate, isSameDay, isSameMonth } from '@internationalized/date';
import { CalendarStateContext } from 'react-aria-components';
import { mergeProps, useCalendarCell, useFocusRing } from 'react-aria';
import type { TDayState } from '@clinic/contract/catalog/get-available-days';

/** What a day cell says after its date: the first day with a free time, a full day, a closed day. */
export type DayWords = { firstFree: string; full: string; closed: string };

type DayCellProps = {
  date: CalendarDate;
  /** What the day holds for the treatment; undefined when not known. */
  state: TDayState | undefined;
  /** The branch's first day with a free time. */
  firstFree: boolean;
  words: DayWords;
};

/**
 * One day of the booking calendar, drawn as what it holds: a free day has a dot under its number; a full day sits
 * on a grey disc and can still be chosen (its times panel offers the waitlist); a closed day is struck through and
 * cannot. The same is said after the date, for a screen reader reads the day's name, not its look. react-aria's
 * own cell, but for that name.
 */
export function DayCell({ date, state, firstFree, words }: DayCellProps) {
  const calendar = useContext(CalendarStateContext)!;
  const ref = useRef<HTMLDivElement>(null);
  const outsideMonth = !isSameMonth(date, calendar.visibleRange.start);
  const cell = useCalendarCell({ date, isOutsideMonth: outsideMonth }, calendar, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const look = cell.isUnavailable ? 'closed' : cell.isDisabled ? 'past' : (state ?? 'unknown');

  // react-aria calls its first day (the clinic's today) "First available date": the branch's first free day is.
  const named = String(cell.buttonProps['aria-label'] ?? '');
  const isMinimum = calendar.minValue != null && isSameDay(date, calendar.minValue);
  const label = [
    isMinimum ? named.slice(0, named.lastIndexOf(', ')) : named,
    ...(firstFree ? [words.firstFree] : []),
    ...(look === 'full' ? [words.full] : look === 'closed' ? [words.closed] : []),
  ].join(', ');

  return (
    <td {...cell.cellProps}>
      <div
        {...mergeProps(cell.buttonProps, focusProps)}
        ref={ref}
        aria-label={label}
        hidden={outsideMonth}
        data-date={date.toString()}
        data-day={look}
        className={`mx-auto flex size-10 flex-col items-center justify-center rounded-full text-sm outline-none ${
          isFocusVisible ? 'ring-2 ring-brand-600' : ''
        } ${cell.isSelected ? 'bg-brand-700 font-semibold text-white' : LOOKS[look]}`}
      >
        <span className={look === 'closed' ? 'line-through' : undefined}>{cell.formattedDate}</span>
        {look === 'free' && (
          <span
            aria-hidden="true"
            className={`mt-0.5 size-1.5 rounded-full ${cell.isSelected ? 'bg-white' : 'bg-brand-600'}`}
          />
        )}
      </div>
    </td>
  );
}

const LOOKS: Record<string, string> = {
  free: 'cursor-pointer font-semibold text-slate-900 hover:bg-brand-50',
  full: 'cursor-pointer bg-slate-200 text-slate-600 hover:bg-slate-300',
  unknown: 'cursor-pointer text-slate-800 hover:bg-brand-50',
  closed: 'cursor-default text-slate-300',
  past: 'cursor-default text-slate-300',
};

/** The calendar's key to its days' looks: free, full and closed. */
export function DayLegend({ words, free }: { words: DayWords; free: string }) {
  return (
    <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-600">
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600" />
        {free}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3.5 rounded-full bg-slate-200" />
        {words.full}
      </li>
      <li className="flex items-center gap-1.5">
        {/* A stroke, as a closed day's number is struck through (no digits: a key is no day). */}
        <span aria-hidden="true" className="h-0.5 w-3.5 rounded-full bg-slate-400" />
        {words.closed}
      </li>
    </ul>
  );
}
