import type { TTimeSlot } from '@clinic/contract/catalog/get-available-time';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Morning until noon, afternoon until 17:00, evening after (wall times of the clinic). */
export const dayPartOf = (time: string): DayPart =>
  time < '12:00' ? 'morning' : time < '17:00' ? 'afternoon' : 'evening';

export type TimeGroup = { part: DayPart; slots: TTimeSlot[] };

/**
 * The day's free times grouped by part of the day, in time order; times already gone or taken are left out (and
 * counted), so the first free time leads the grid.
 */
export function groupTimes(slots: readonly TTimeSlot[]): { groups: TimeGroup[]; hidden: number } {
  const groups: TimeGroup[] = [];
  let hidden = 0;
  for (const slot of [...slots].sort((a, b) => a.time.localeCompare(b.time))) {
    if (!slot.available) {
      hidden++;
      continue;
    }
    const part = dayPartOf(slot.time);
    const last = groups.at(-1);
    if (last?.part === part) last.slots.push(slot);
    else groups.push({ part, slots: [slot] });
  }
  return { groups, hidden };
}
