import { useEffect, useState } from 'react';
import { timeOf } from '@clinic/contract/core/wall-time';

export type ClinicNow = { date: string; minutes: number };

/** The clinic's wall date and minute now, whatever the browser's own time zone. */
export function clinicNow(timeZone: string, at = new Date()): ClinicNow {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** An instant (ISO 8601) as the clinic's wall clock reads it (HH:MM). */
export function clinicTimeOf(timeZone: string, instant: string): string {
  return timeOf(clinicNow(timeZone, new Date(instant)).minutes);
}

/** The clinic's now, kept current every half minute (the now line and the minutes waited follow it). */
export function useClinicNow(timeZone: string): ClinicNow {
  const [now, setNow] = useState(() => clinicNow(timeZone));
  useEffect(() => {
    const timer = setInterval(() => setNow(clinicNow(timeZone)), 30_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return now;
}
