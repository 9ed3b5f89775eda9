import { useSyncExternalStore } from 'react';

/**
 * The staff token of this tab, per clinic, in sessionStorage: apart from the patient's login (a patient
 * logged in on the same computer stays a patient), and gone when the tab closes.
 */
const keyOf = (clinic: string) => `staff_token:${clinic}`;
const listeners = new Set<() => void>();

export function readStaffToken(clinic: string): string | null {
  try {
    return sessionStorage.getItem(keyOf(clinic));
  } catch {
    return null;
  }
}

export function writeStaffToken(clinic: string, token: string | null) {
  try {
    if (token === null) sessionStorage.removeItem(keyOf(clinic));
    else sessionStorage.setItem(keyOf(clinic), token);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

/** The clinic's staff token, re-read when a login or logout changes it. */
export function useStaffToken(clinic: string): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => readStaffToken(clinic),
  );
}
