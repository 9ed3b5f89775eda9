import { useEffect, useState } from 'react';
import type { TDeskAgenda, TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { dayTotals, waitingPatients } from './day-figures';
import { DayTotalsStrip } from './day-totals-strip';
import { WaitingList } from './waiting-list';

/** The time now, read again every half minute (the minutes waited move on). */
function useNowMs() {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return nowMs;
}

/**
 * Above the day's grid: the totals strip and, on today, the waiting room, from the agenda's data (live events
 * refresh it).
 */
export function DayPanels({
  agenda,
  date,
  isToday,
  onOpenVisit,
}: {
  agenda: TDeskAgenda;
  date: string;
  isToday: boolean;
  onOpenVisit: (visit: TDeskVisit) => void;
}) {
  const nowMs = useNowMs();
  return (
    <div className="mt-3 flex flex-col gap-3">
      <DayTotalsStrip totals={dayTotals(agenda.visits, date)} currency={agenda.currency} />
      {isToday && <WaitingList waiting={waitingPatients(agenda.visits, date, nowMs)} onOpenVisit={onOpenVisit} />}
    </div>
  );
}
