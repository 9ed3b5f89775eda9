import { type ReactNode, createContext, useContext } from 'react';
import type { StaffAuth } from './staff-calls';

const StaffAuthContext = createContext<StaffAuth | null>(null);

/** Gives the workspace below it the logged-in clinic and token; the staff page provides it once. */
export function StaffAuthProvider({ auth, children }: { auth: StaffAuth; children: ReactNode }) {
  return <StaffAuthContext.Provider value={auth}>{children}</StaffAuthContext.Provider>;
}

/** The logged-in staff member's clinic and token, for calls and query keys. */
export function useStaffAuth(): StaffAuth {
  const auth = useContext(StaffAuthContext);
  if (!auth) throw new Error('useStaffAuth() outside the logged-in staff workspace');
  return auth;
}
