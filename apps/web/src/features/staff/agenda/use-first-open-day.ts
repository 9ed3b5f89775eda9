import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { useStaffAuth } from '../core/api/staff-auth';
import { agendaQueryOptions } from './api/get-agenda';
import { isIsoDate } from './agenda-dates';
import type { AgendaAddress, AgendaChange } from './use-agenda-address';

/** The first day after `today` with opening hours, when `today` has none (else null): by the agenda's week. */
export function nextOpenDay(opening: Record<string, unknown[]>, today: string): string | null {
  if ((opening[today] ?? []).length > 0) return null;
  return (
    Object.keys(opening)
      .filter((date) => date > today && (opening[date] ?? []).length > 0)
      .sort()[0] ?? null
  );
}

/**
 * The day's agenda opened with no day in its address shows today. On a day the branch is closed (a Saturday), it
 * moves once to the branch's next open day within the week, and answers the closed day it left while that day is
 * shown, for the page to say so. A day asked for in the address, or chosen by the desk, is shown as asked.
 */
export function useFirstOpenDay(
  workspace: TStaffWorkspace,
  address: AgendaAddress,
  go: (change: AgendaChange) => void,
): string | null {
  const auth = useStaffAuth();
  const [params] = useSearchParams();
  const today = workspace.clinic.today;
  const [arrival] = useState(() =>
    !isIsoDate(params.get('date')) && address.view === 'day' ? { branch: address.branch } : null,
  );
  const week = useQuery({
    ...agendaQueryOptions(auth, { date: today, branch: arrival?.branch ?? 0, days: 7 }),
    enabled: arrival !== null,
  });
  const next = arrival && week.data ? nextOpenDay(week.data.opening, today) : null;
  const moved = useRef(false);
  const untouched = arrival !== null && address.branch === arrival.branch && address.date === today;
  useEffect(() => {
    if (!next || moved.current || !untouched) return;
    moved.current = true;
    go({ date: next });
  }, [next, untouched, go]);
  const showing =
    next !== null && address.view === 'day' && address.date === next && address.branch === arrival?.branch;
  return showing ? today : null;
}
