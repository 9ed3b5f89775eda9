import type { TTimeSlot } from '@clinic/contract/catalog/get-available-time';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Morning until noon, afternoon until 17:00, evening after (wall times of the clinic). */
export const dayPartOf = (time: string): DayPart =>
  time < '12:00' ? 'morning' : time < '17:00' ? 'afternoon' : 'evening';

export type TimeGroup = { part: DayPart; slots: TTimeSlot[] };

/** The times offered grouped by part of the day, in time order, so the first time leads the grid. */
export function groupTimes(times: readonly TTimeSlot[]): TimeGroup[] {
  const groups: TimeGroup[] = [];
  for (const slot of [...times].sort((a, b) => a.time.localeCompare(b.time))) {
    const part = dayPartOf(slot.time);
    const last = groups.at(-1);
    if (last?.part === part) last.slots.push(slot);
    else groups.push({ part, slots: [slot] });
  }
  return groups;
}
