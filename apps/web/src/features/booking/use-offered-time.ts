import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { CalendarDate } from '@internationalized/date';

/** The day and time a waitlist offer's link names. */
export type OfferedTime = { date: string; time: string };

/**
 * A waitlist offer's link names the day and time held for the patient (?date=&time=): choose them once the date
 * library has loaded (it loads apart from the first screen).
 */
export function useOfferedTime(
  setDate: (date: CalendarDate) => void,
  setStart: (time: string) => void,
): OfferedTime | null {
  const [params] = useSearchParams();
  const offeredDate = params.get('date');
  const offeredTime = params.get('time');
  useEffect(() => {
    if (!offeredDate || !/^\d{4}-\d{2}-\d{2}$/.test(offeredDate)) return;
    let live = true;
    void import('@internationalized/date').then(({ parseDate }) => {
      if (!live) return;
      try {
        setDate(parseDate(offeredDate));
        if (offeredTime && /^\d{2}:\d{2}$/.test(offeredTime)) setStart(offeredTime);
      } catch {
        // Not a calendar date: the patient chooses one.
      }
    });
    return () => {
      live = false;
    };
  }, [offeredDate, offeredTime]); // eslint-disable-line react-hooks/exhaustive-deps
  return offeredDate && offeredTime ? { date: offeredDate, time: offeredTime } : null;
}
