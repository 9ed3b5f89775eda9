import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { renderAddressHook } from '../../../test/render-address-hook';
import { useInsightsAddress } from './use-insights-address';

const workspace = {
  clinic: { key: 'c', name: 'Clinic', time_zone: 'Asia/Jerusalem', today: '2026-12-07', country: 'IL' },
  branches: [
    { id: 3, name: 'North' },
    { id: 5, name: 'South' },
  ],
} as TStaffWorkspace;

const renderAt = (address: string) => renderAddressHook(address, () => useInsightsAddress(workspace));

describe("the insights' address", () => {
  it('reads the period, own dates and branch from the address', () => {
    const { result } = renderAt('/c/staff?section=insights&period=custom&from=2026-11-02&to=2026-11-05&branch=5');
    expect(result.current.value).toEqual({
      kind: 'custom',
      custom: { from: '2026-11-02', to: '2026-11-05' },
      branch: 5,
    });
  });

  it('falls back to this week, all branches and this month until today for unknown values', () => {
    const { result } = renderAt('/c/staff?section=insights&period=year&branch=9');
    expect(result.current.value).toEqual({
      kind: 'week',
      custom: { from: '2026-12-01', to: '2026-12-07' },
      branch: null,
    });
  });

  it('writes a choice into the address, keeping the section, and own dates only for own dates', () => {
    const { result } = renderAt('/c/staff?section=insights');
    act(() => result.current.go({ kind: 'custom', custom: { from: '2026-10-01', to: '2026-10-31' }, branch: 3 }));
    expect(result.current.search).toBe('?section=insights&period=custom&from=2026-10-01&to=2026-10-31&branch=3');
    expect(result.current.value.custom).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    act(() => result.current.go({ ...result.current.value, kind: 'month', branch: null }));
    expect(result.current.search).toBe('?section=insights&period=month');
  });
});
