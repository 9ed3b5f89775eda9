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

/** Whether a pointer is pressed now (tracked from the grid's first pointer or focus on). */
let pressed = false;
let tracking = false;
function trackPresses() {
  if (tracking) return;
  tracking = true;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  for (const end of ['pointerup', 'pointercancel']) document.addEventListener(end, () => (pressed = false), true);
}

/**
 * Runs `then` once no pointer is pressed: the grid drawn anew between a press and its release would lose that
 * click (a blocked time or a visit clicked while the kit arrives would not open).
 */
function whenReleased(then: () => void) {
  if (!pressed) return then();
  const release = () => {
    document.removeEventListener('pointerup', release, true);
    document.removeEventListener('pointercancel', release, true);
    // After the click the release makes.
    setTimeout(then, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/**
 * The grid kit once loaded, and what loads it: the grid asks when a pointer first comes over it or focus first
 * comes into it, so the agenda's first load never fetches it (the drag library is most of it). With the kit the
 * grid is drawn anew (inside its drag layer), never in the middle of a click; the focus stays where it was (the
 * same visit, blocked time or the grid), so a receptionist who tabbed in goes on from there.
 */
export function useGridKit(grid: RefObject<HTMLElement | null>): [GridKit | null, () => void] {
  const [kit, setKit] = useState<GridKit | null>(null);
  const refocus = useRef<string | null>(null);
  const load = () => {
    trackPresses();
    loading ??= import('./grid-kit');
    void loading.then((loaded) =>
      whenReleased(() => {
        refocus.current = focusedIn(grid.current);
        setKit(loaded);
      }),
    );
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
