import { useSyncExternalStore } from 'react';
import { type LoginState, readLogin, subscribeStorage } from './storage';

let cached: LoginState = readLogin();
const snapshot = () => {
  const next = readLogin();
  // Keep the same object while nothing changed, as useSyncExternalStore requires.
  if (
    next.isLoggedIn !== cached.isLoggedIn ||
    next.customerId !== cached.customerId ||
    next.phone !== cached.phone ||
    next.token !== cached.token
  ) {
    cached = next;
  }
  return cached;
};

/** Login state from storage, re-read when another tab (or this one) changes it. */
export function useLogin(): LoginState {
  return useSyncExternalStore(subscribeStorage, snapshot, snapshot);
}
