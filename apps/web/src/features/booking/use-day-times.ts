import { useCallback, useMemo } from 'react';
import type { TTimeSlot } from '@clinic/contract/catalog/get-available-time';
import { useLogin } from '../../lib/use-login';
import { type DayStates, useAvailableDays } from './api/get-available-days';
import { useAvailableTime } from './api/get-available-time';
import type { AvailabilityQuery } from './availability-query';
import { withOfferedSlots } from './booking-rules';
import type { OfferedTime } from './use-offered-time';

/**
 * The time step's availability: what each day of the calendar holds, and the chosen day's slots. Logged out, the
 * server shows a waitlist offer's held time as taken (it knows the patient only from their session): the offer's
 * own link shows it and its day free, and the booking after the code is the server's to allow.
 */
export function useDayTimes(input: {
  query: AvailabilityQuery;
  date: string | null;
  duration: number;
  offered: OfferedTime | null;
}) {
  const { query, date, duration, offered } = input;
  const login = useLogin();
  const days = useAvailableDays(query);
  const slots = useAvailableTime({ ...query, date });
  const offeredFree = !login.isLoggedIn && offered !== null;
  const heldFree = offeredFree && offered.date === date;
  const shownOf = useCallback(
    (raw: TTimeSlot[]) => (heldFree ? withOfferedSlots(raw, offered.time, duration) : raw),
    [heldFree, offered, duration],
  );
  const states = useMemo(
    (): DayStates | null => (days.data ? (offeredFree ? { ...days.data, [offered.date]: 'free' } : days.data) : null),
    [days.data, offeredFree, offered],
  );
  const data = useMemo(() => slots.data && shownOf(slots.data), [slots.data, shownOf]);
  const { refetch } = slots;
  /** The day's slots asked again, as shown; undefined when the server could not say. */
  const refresh = useCallback(async () => {
    const fresh = await refetch();
    return fresh.data && shownOf(fresh.data);
  }, [refetch, shownOf]);
  // Only what the step reads, so the queries tell it of nothing else (react-query follows what is read).
  return { days: states, daysPending: days.isPending, slots: data, isError: slots.isError, refetch, refresh };
}
