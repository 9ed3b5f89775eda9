import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { renderAddressHook } from '../../../test/render-address-hook';
import { addDays } from './agenda-dates';
import { addressKeeper, useAgendaAddress } from './use-agenda-address';

const workspace = {
  account_id: 1,
  name: 'Dana',
  role: 'reception',
  doctor_id: null,
  clinic: { key: 'c', name: 'Clinic', time_zone: 'Asia/Jerusalem', today: '2026-12-07', country: 'IL' },
  second_factor: { enabled: false, required: false },
  sections: ['agenda', 'patients', 'inbox', 'payments', 'security'],
  branches: [
    { id: 3, name: 'North' },
    { id: 5, name: 'South' },
  ],
  doctors: [],
  treatments: [],
} as TStaffWorkspace;

const renderAt = (address: string) => renderAddressHook(address, () => useAgendaAddress(workspace));

describe("the agenda's address", () => {
  it('reads the date, branch and view from the address', () => {
    const { result } = renderAt('/c/staff?date=2026-12-09&branch=5&view=week');
    expect(result.current.value).toEqual({ date: '2026-12-09', branch: 5, view: 'week' });
  });

  it("falls back to the clinic's today, the first branch and the day for missing or wrong values", () => {
    expect(renderAt('/c/staff').result.current.value).toEqual({ date: '2026-12-07', branch: 3, view: 'day' });
    const wrong = renderAt('/c/staff?date=2026-02-30&branch=99&view=month');
    expect(wrong.result.current.value).toEqual({ date: '2026-12-07', branch: 3, view: 'day' });
  });

  it("gives a doctor their own day's list, which the desk cannot choose", () => {
    const doctor = { ...workspace, role: 'doctor', doctor_id: 1 } as TStaffWorkspace;
    const asDoctor = renderAddressHook('/c/staff?view=list', () => useAgendaAddress(doctor));
    expect(asDoctor.result.current.value.view).toBe('list');
    expect(renderAt('/c/staff?view=list').result.current.value.view).toBe('day');
  });

  it('writes a change into the address and keeps the other parts', () => {
    const { result } = renderAt('/c/staff?date=2026-12-09&branch=5');
    act(() => result.current.go({ view: 'week' }));
    expect(result.current.value).toEqual({ date: '2026-12-09', branch: 5, view: 'week' });
    expect(new URLSearchParams(result.current.search).get('view')).toBe('week');
  });

  it('builds a change made from the current address on the one before, even before the page is drawn again', () => {
    const { result } = renderAt('/c/staff?date=2026-12-09&branch=5&view=week');
    const nextWeek = (current: { date: string }) => ({ date: addDays(current.date, 7) });
    act(() => {
      // Two presses of → before React draws the page again.
      result.current.go(nextWeek);
      result.current.go(nextWeek);
    });
    expect(result.current.value).toEqual({ date: '2026-12-23', branch: 5, view: 'week' });
  });
});

describe('the address a change builds on', () => {
  const at = (search: string) => new URLSearchParams(search);

  it('is the last one set, even when an earlier change of ours is drawn after it', () => {
    const keeper = addressKeeper(at('date=2026-12-09&view=day'));
    keeper.set(at('date=2026-12-10&view=week'));
    keeper.set(at('date=2026-12-10&view=day'));
    // The page draws W's address late, after D was pressed: T must still build on D's.
    keeper.drawn(at('date=2026-12-10&view=week'));
    expect(keeper.current().toString()).toBe('date=2026-12-10&view=day');
    keeper.drawn(at('date=2026-12-10&view=day'));
    expect(keeper.current().toString()).toBe('date=2026-12-10&view=day');
  });

  it('takes an address from elsewhere (a link, Back) as it is drawn', () => {
    const keeper = addressKeeper(at('date=2026-12-09&view=day'));
    keeper.set(at('date=2026-12-10&view=day'));
    keeper.drawn(at('date=2026-12-10&view=day'));
    keeper.drawn(at('date=2026-12-09&view=day'));
    expect(keeper.current().toString()).toBe('date=2026-12-09&view=day');
  });
});
