import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import { isIsoDate } from './agenda-dates';

/** A day's grid at a branch, a week's table at a branch, or a doctor's own day as a list across their branches. */
export type AgendaView = 'day' | 'week' | 'list';
export type AgendaAddress = { date: string; branch: number; view: AgendaView };

/** The views an account may choose: a doctor's own list first. */
export const viewsOf = (workspace: TStaffWorkspace): AgendaView[] =>
  workspace.role === 'doctor' ? ['list', 'day', 'week'] : ['day', 'week'];

/** A change of the address: its new parts, or a function of the address as it is now ("the next day"). */
export type AgendaChange = Partial<AgendaAddress> | ((current: AgendaAddress) => Partial<AgendaAddress>);

/**
 * The agenda's view lives in the address (?date=YYYY-MM-DD&branch=ID&view=day|week|list), so a view can be
 * bookmarked, shared and reloaded. Missing or wrong values fall back to today, the first branch and the day; a
 * doctor on a phone starts on their own day's list.
 */
export function useAgendaAddress(workspace: TStaffWorkspace): [AgendaAddress, (next: AgendaChange) => void] {
  const [params, setParams] = useSearchParams();
  const narrow = useNarrowScreen();
  const views = viewsOf(workspace);
  const addressOf = (current: URLSearchParams): AgendaAddress => {
    const date = current.get('date');
    const branch = Number(current.get('branch'));
    const asked = views.find((view) => view === current.get('view'));
    return {
      date: isIsoDate(date) ? date : workspace.clinic.today,
      branch: workspace.branches.some((b) => b.id === branch) ? branch : (workspace.branches[0]?.id ?? 0),
      view: asked ?? (narrow && views.includes('list') ? 'list' : 'day'),
    };
  };
  const address = addressOf(params);
  const [keeper] = useState(() => addressKeeper(params));
  useEffect(() => keeper.drawn(params), [keeper, params]);
  const go = (change: AgendaChange) => {
    const current = addressOf(keeper.current());
    const merged = { ...current, ...(typeof change === 'function' ? change(current) : change) };
    const wanted = new URLSearchParams({ date: merged.date, branch: String(merged.branch), view: merged.view });
    keeper.set(wanted);
    setParams(wanted);
  };
  return [address, go];
}

/**
 * The address the next change builds on. Each change builds on the one before even when the page has not been
 * drawn again yet (W, D, then T pressed in quick succession), and a late drawing of an earlier change of ours
 * never takes its place; an address from elsewhere (a link, Back) is taken as it is drawn.
 */
export function addressKeeper(first: URLSearchParams) {
  let latest = first;
  /** Changes set here, oldest first, that the page has not drawn yet. */
  let onTheirWay: string[] = [];
  return {
    current: () => latest,
    set(wanted: URLSearchParams) {
      latest = wanted;
      onTheirWay.push(wanted.toString());
    },
    drawn(params: URLSearchParams) {
      const ours = onTheirWay.indexOf(params.toString());
      if (ours === -1) {
        latest = params;
        onTheirWay = [];
      } else {
        onTheirWay = onTheirWay.slice(ours + 1);
      }
    },
  };
}
