import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAgendaVisit } from '@clinic/contract/staff/staff';
import type { TVisitMoney } from '@clinic/contract/staff/staff-visit-money';
import { agendaVisit } from '../../../../test/agenda-visit';
import { renderStaffScreen } from '../../core/render-staff-screen';
import { VisitMoneyPanel } from './visit-money-panel';

/** A visit of a 250 treatment whose patient paid a 100 deposit online when booking. */
const VISIT = { ...agendaVisit({ id: 41, status: 'paid', paid: true }), price_minor: 25_000 } as TAgendaVisit;

const moneyOf = (overrides: Partial<TVisitMoney> = {}): TVisitMoney => ({
  currency: 'ILS',
  price: 250,
  due: 150,
  paid: 100,
  refunded: 0,
  refundable: 100,
  refund_reason: null,
  payments: [
    { id: 9, amount: 100, refunded: 0, status: 'paid', provider: 'sandbox', created_at: '2026-12-16T08:00:00Z' },
  ],
  ...overrides,
});

function renderPanel(money: TVisitMoney) {
  return renderStaffScreen(<VisitMoneyPanel visit={VISIT} role="reception" onDone={() => {}} />, {
    'GET /api/staff/visits/41/money': money,
    'GET /api/staff/appointments/41/documents': { success: 1, data: [] },
    'POST /api/staff/visits/41/payments': { success: 1, money: moneyOf({ paid: 250, due: 0, refundable: 250 }) },
  });
}
const shownAfter = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe("a visit's money at the desk", () => {
  it('shows the price, the deposit paid and what is still due, and offers the due amount to take', async () => {
    const { changes, calls } = renderPanel(moneyOf());
    await screen.findByText('Price', { selector: 'dt' });
    expect(shownAfter('Price')).toMatch(/250\.00/);
    expect(shownAfter('Paid')).toMatch(/100\.00/);
    expect(shownAfter('Still due')).toMatch(/150\.00/);

    await userEvent.click(screen.getByRole('button', { name: 'Record payment at desk…' }));
    const amount = screen.getByLabelText('Amount (ILS)') as HTMLInputElement;
    expect(amount.value).toBe('150.00');

    // More than is due is refused in the form, naming the most it takes.
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(/at most ₪150\.00/)).toBeTruthy();
    expect(changes()).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(changes()).toEqual(['POST /api/staff/visits/41/payments']));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ amount: 150, method: 'cash' });
  });

  it('offers no payment to take once the visit is paid in full', async () => {
    renderPanel(moneyOf({ paid: 250, due: 0, refundable: 250 }));
    await screen.findByText('Price', { selector: 'dt' });
    expect(shownAfter('Paid')).toMatch(/250\.00/);
    expect(screen.queryByText('Still due', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record payment at desk…' })).toBeNull();
  });
});
