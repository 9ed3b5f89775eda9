import { useCallback, useState } from 'react';
import type * as GridKitModule from './grid-kit';

/** What the day grid does beyond showing the day (book at a free time, drag a visit), in a chunk of its own. */
export type GridKit = typeof GridKitModule;

let loading: Promise<GridKit> | undefined;

/**
 * The grid kit once loaded, and what loads it: the grid asks when a pointer first comes over it or focus first
 * comes into it, so the agenda's first load never fetches it (the drag library is most of it).
 */
export function useGridKit(): [GridKit | null, () => void] {
  const [kit, setKit] = useState<GridKit | null>(null);
  const load = useCallback(() => {
    loading ??= import('./grid-kit');
    void loading.then(setKit);
  }, []);
  return [kit, load];
}
