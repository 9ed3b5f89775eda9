import { describe, expect, it, vi } from 'vitest';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { agendaVisit } from '../../../test/agenda-visit';
import { renderAddressHook } from '../../../test/render-address-hook';
import { useAddressedVisit, visitAddress } from './use-addressed-visit';

const visits = [agendaVisit({ id: 4 }), agendaVisit({ id: 7 })];

const renderAt = (address: string, list: TDeskVisit[] | undefined, current = true) => {
  const open = vi.fn();
  const rendered = renderAddressHook(address, () => [useAddressedVisit(list, current, open), undefined]);
  return { open, search: () => rendered.result.current.search };
};

describe("the agenda's addressed visit", () => {
  it("writes a visit's day, branch and number into the agenda's address", () => {
    expect(visitAddress({ id: 7, date: '2026-12-03', branch_id: 38 })).toBe(
      '?date=2026-12-03&branch=38&view=day&visit=7',
    );
  });

  it('opens the visit once the answer holds it, and forgets it in the address', () => {
    const { open, search } = renderAt('/c/staff?date=2026-12-03&branch=38&view=day&visit=7', visits);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(visits[1]);
    expect(search()).toBe('?date=2026-12-03&branch=38&view=day');
  });

  it('waits for the answer of the address, not the day shown before it', () => {
    const waiting = renderAt('/c/staff?visit=7', undefined);
    const before = renderAt('/c/staff?visit=7', visits, false);
    expect(waiting.open).not.toHaveBeenCalled();
    expect(before.open).not.toHaveBeenCalled();
    expect(before.search()).toBe('?visit=7');
  });

  it('opens nothing for a visit the answer does not hold, and forgets it too', () => {
    const { open, search } = renderAt('/c/staff?date=2026-12-03&visit=99', visits);
    expect(open).not.toHaveBeenCalled();
    expect(search()).toBe('?date=2026-12-03');
  });
});
