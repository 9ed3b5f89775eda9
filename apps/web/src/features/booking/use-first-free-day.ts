import { startTransition, useDeferredValue, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { CalendarDate } from '@internationalized/date';
import { useFirstFreeDay } from './api/get-first-free-day';

/**
 * Opens the booking on the branch's first day with a free time (never on a today whose times are all gone), of
 * the chosen doctor when there is one, unless a link names a day or the patient has chosen one meanwhile. Answers
 * that day, and whether the answer is still awaited (the calendar waits for it, so it opens on that day's month).
 */
export function useFirstFreeDayChoice(input: {
  branch: string;
  treatmentId: string;
  /** The doctor the booking opened with (a doctor's page); null: any doctor. */
  doctor: string | null;
  date: CalendarDate | null;
  setDate: (update: (date: CalendarDate | null) => CalendarDate | null) => void;
}): { firstFree: string | null; waiting: boolean } {
  const { branch, treatmentId, doctor, date, setDate } = input;
  // A link that names the day (a waitlist offer, a first-available link) opens on that day instead.
  const linked = useSearchParams()[0].has('date');
  // The earliest-time search, of the chosen doctor when there is one.
  const query = useFirstFreeDay({ branch, treatmentId, doctor, enabled: !linked });
  const answer = query.data ?? null;
  // Taken up in the background: the day brings the calendar and its times, much to draw.
  const firstFree = useDeferredValue(answer);
  // The date library (a chunk of its own) loads while the day is asked for, not after.
  useEffect(() => {
    if (!linked) void import('@internationalized/date').catch(() => undefined);
  }, [linked]);
  useEffect(() => {
    if (!firstFree) return;
    let live = true;
    void import('@internationalized/date').then(({ parseDate }) => {
      if (live) startTransition(() => setDate((chosen) => chosen ?? parseDate(firstFree)));
    });
    return () => {
      live = false;
    };
  }, [firstFree, setDate]);
  // Until that day is chosen too, so that the calendar opens on its month.
  return { firstFree, waiting: !linked && (query.isPending || (answer !== null && date === null)) };
}
