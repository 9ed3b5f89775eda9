import type { QueryClient } from '@tanstack/react-query';
import { siteKeys } from '../query-keys';
import { STORAGE_KEYS, clearLogin, readStorage, writeStorage } from '../storage';

/**
 * Entering another tenant's site forgets the previous tenant: its cached data and its login,
 * since a session belongs to one tenant.
 */
export function switchTenant(key: string, queryClient: QueryClient): boolean {
  const previous = readStorage(STORAGE_KEYS.currentUser);
  if (previous === key) return false;
  if (previous) {
    queryClient.removeQueries({ queryKey: siteKeys.tenant(previous) });
    queryClient.removeQueries({ queryKey: siteKeys.config(previous) });
    clearLogin();
  }
  writeStorage({ [STORAGE_KEYS.currentUser]: key });
  return previous !== null;
}
