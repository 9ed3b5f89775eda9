import { useState } from 'react';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { readStorage, writeStorage } from '../../../lib/storage';

/** Minutes a row of the day grid shows: 5 keeps a 5-minute visit a full line. */
export const ZOOMS = [5, 10, 15] as const;
export type Zoom = (typeof ZOOMS)[number];
export type AgendaPrefs = { zoom: Zoom; colour: 'status' | 'treatment' };
const DEFAULTS: AgendaPrefs = { zoom: 5, colour: 'status' };

/** Each staff account's own key on this device, so colleagues sharing a desk computer keep their own view. */
export const prefsKey = (workspace: TStaffWorkspace) => `staff-agenda:${workspace.clinic.key}:${workspace.account_id}`;

export function readPrefs(key: string): AgendaPrefs {
  try {
    const stored = JSON.parse(readStorage(key) ?? '{}') as Partial<AgendaPrefs>;
    return {
      zoom: ZOOMS.find((zoom) => zoom === stored.zoom) ?? DEFAULTS.zoom,
      colour: stored.colour === 'treatment' ? 'treatment' : DEFAULTS.colour,
    };
  } catch {
    return DEFAULTS;
  }
}

/** The day grid's zoom and colouring, remembered per staff account in this browser. */
export function useAgendaPrefs(workspace: TStaffWorkspace): [AgendaPrefs, (next: Partial<AgendaPrefs>) => void] {
  const key = prefsKey(workspace);
  const [prefs, setPrefs] = useState(() => readPrefs(key));
  const change = (next: Partial<AgendaPrefs>) => {
    const merged = { ...prefs, ...next };
    setPrefs(merged);
    writeStorage({ [key]: JSON.stringify(merged) });
  };
  return [prefs, change];
}
