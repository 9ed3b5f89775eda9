import type { TDeskAgenda, TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import type { TAgendaBlock } from '@clinic/contract/staff/staff-agenda';

/** One branch's answer for the day, beside the branch it was asked for. */
export type BranchDay = { branch: { id: number; name: string }; agenda: TDeskAgenda };

type Where = { branchId: number; branchName: string };
export type MyDayItem =
  | ({ kind: 'visit'; start: string; visit: TDeskVisit } & Where)
  | ({ kind: 'block'; start: string; block: TAgendaBlock } & Where);

/**
 * A doctor's day across their branches, in time order: their visits and the time blocked for them (their own
 * blocks and their branches' whole-branch ones). Cancelled visits come after the active ones of the same minute.
 */
export function myDayItems(days: BranchDay[], date: string, doctorId: number): MyDayItem[] {
  const items = days.flatMap(({ branch, agenda }): MyDayItem[] => {
    const where = { branchId: branch.id, branchName: branch.name };
    return [
      ...agenda.visits
        .filter((visit) => visit.date === date && visit.doctor_id === doctorId)
        .map((visit) => ({ kind: 'visit' as const, start: visit.start_time, visit, ...where })),
      ...agenda.blocks
        .filter((block) => block.date === date && (block.doctor_id === null || block.doctor_id === doctorId))
        .map((block) => ({ kind: 'block' as const, start: block.start_time, block, ...where })),
    ];
  });
  const cancelled = (item: MyDayItem) => (item.kind === 'visit' && item.visit.status === 'cancelled' ? 1 : 0);
  return items.sort((a, b) => a.start.localeCompare(b.start) || cancelled(a) - cancelled(b));
}

/** Where and when the doctor works that day: each branch with their hours there (branches without any left out). */
export function myDayHours(days: BranchDay[], date: string, doctorId: number) {
  return days.flatMap(({ branch, agenda }) => {
    const hours = agenda.doctors.find((doctor) => doctor.id === doctorId)?.hours[date] ?? [];
    return hours.length ? [{ branch, hours }] : [];
  });
}
