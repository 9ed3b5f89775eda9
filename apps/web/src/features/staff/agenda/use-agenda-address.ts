import { useSearchParams } from 'react-router';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { isIsoDate } from './agenda-dates';

export type AgendaView = 'day' | 'week';
export type AgendaAddress = { date: string; branch: number; view: AgendaView };

/**
 * The agenda's view lives in the address (?date=YYYY-MM-DD&branch=ID&view=day|week), so a view can be
 * bookmarked, shared and reloaded. Missing or wrong values fall back to today, the first branch and the day.
 */
export function useAgendaAddress(workspace: TStaffWorkspace): [AgendaAddress, (next: Partial<AgendaAddress>) => void] {
  const [params, setParams] = useSearchParams();
  const date = params.get('date');
  const branch = Number(params.get('branch'));
  const address: AgendaAddress = {
    date: isIsoDate(date) ? date : workspace.clinic.today,
    branch: workspace.branches.some((b) => b.id === branch) ? branch : (workspace.branches[0]?.id ?? 0),
    view: params.get('view') === 'week' ? 'week' : 'day',
  };
  const go = (next: Partial<AgendaAddress>) => {
    const merged = { ...address, ...next };
    setParams({ date: merged.date, branch: String(merged.branch), view: merged.view });
  };
  return [address, go];
}
