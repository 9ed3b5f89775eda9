import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type * as GridKitModule from './grid-kit';

/** What the day grid does beyond showing the day (book at a free time, drag a visit), in a chunk of its own. */
export type GridKit = typeof GridKitModule;

let loading: Promise<GridKit> | undefined;

/** The attributes that find a visit or a blocked time of the grid again once it is drawn anew. */
const KEPT = ['data-visit-id', 'data-block-id'] as const;

/** How to find the grid's focused element again: a selector, '' for the grid itself, null when it has no focus. */
function focusedIn(grid: HTMLElement | null): string | null {
  const focused = document.activeElement;
  if (!grid || !focused || !grid.contains(focused)) return null;
  for (const name of KEPT) {
    const holder = focused.closest(`[${name}]`);
    if (holder && grid.contains(holder)) return `[${name}="${holder.getAttribute(name)}"]`;
  }
  return '';
}

/**
 * The grid kit once loaded, and what loads it: the grid asks when a pointer first comes over it or focus first
 * comes into it, so the agenda's first load never fetches it (the drag library is most of it). With the kit the
 * grid is drawn anew (inside its drag layer); the focus stays where it was (the same visit, blocked time or the
 * grid), so a receptionist who tabbed in goes on from there.
 */
export function useGridKit(grid: RefObject<HTMLElement | null>): [GridKit | null, () => void] {
  const [kit, setKit] = useState<GridKit | null>(null);
  const refocus = useRef<string | null>(null);
  const load = () => {
    loading ??= import('./grid-kit');
    void loading.then((loaded) => {
      refocus.current = focusedIn(grid.current);
      setKit(loaded);
    });
  };
  useLayoutEffect(() => {
    const kept = refocus.current;
    refocus.current = null;
    const root = grid.current;
    if (!kit || kept === null || !root || root.contains(document.activeElement)) return;
    const target = kept === '' ? root : root.querySelector<HTMLElement>(kept);
    target?.focus({ preventScroll: true });
  }, [kit, grid]);
  return [kit, load];
}
