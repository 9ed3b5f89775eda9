import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { StaffAuthProvider, useStaffAuth } from './staff-auth';

describe('the staff login context', () => {
  it('gives the provided clinic and token to what is below it', () => {
    const auth = { clinic: 'c1', token: 't1' };
    const { result } = renderHook(() => useStaffAuth(), {
      wrapper: ({ children }) => <StaffAuthProvider auth={auth}>{children}</StaffAuthProvider>,
    });
    expect(result.current).toBe(auth);
  });

  it('refuses a use outside the logged-in workspace', () => {
    expect(() => renderHook(() => useStaffAuth())).toThrow(/outside the logged-in staff workspace/);
  });
});
