import type { TDayState } from '@clinic/contract/catalog/get-available-days';
import { type DayModel, daySlots } from './slots';

/**
 * What a day holds for the asked visit: `closed` when the branch does not open or no doctor works there outside
 * staff's blocks; `free` when a visit can start at one of its slots; `full` otherwise (booked, held or past).
 */
export function dayStateOf(model: DayModel): TDayState {
  if (model.slots.length === 0 || !model.staffed) return 'closed';
  return daySlots(model).some((slot) => slot.startsVisit) ? 'free' : 'full';
}
