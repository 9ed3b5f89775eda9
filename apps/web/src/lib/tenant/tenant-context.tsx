import { createContext, useContext } from 'react';
import type { ApiTarget } from '../api-client';

export type TenantContextValue = { key: string; target: ApiTarget };

export const TenantContext = createContext<TenantContextValue | null>(null);

/** The tenant of the current address and where its calls go. */
export function useTenant(): TenantContextValue {
  const value = useContext(TenantContext);
  if (!value) throw new Error('useTenant() outside a tenant route');
  return value;
}
