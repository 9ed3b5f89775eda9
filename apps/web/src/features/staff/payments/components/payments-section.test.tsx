import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLedgerPayment } from '@clinic/contract/staff/staff-inbox';
import { refusal, renderStaffScreen, staffWorkspace } from '../../core/render-staff-screen';
import { PaymentsSection } from './payments-section';

const payment = (overrides: Partial<TLedgerPayment> = {}): TLedgerPayment => ({
  id: 31,
  status: 'paid',
  amount: 250,
  refunded: 0,
  kept: 250,
  currency: 'ILS',
  provider: 'sandbox',
  card_brand: 'visa',
  card_last4: '4242',
  provider_ref: 'pay_abc',
  refund_ref: null,
  refund_error: null,
  created_at: '2026-12-16T08:00:00Z',
  appointment: {
    id: 41,
    date: '2026-12-16',
    start_time: '09:00',
    treatment: 'Consultation',
    status: 'booked',
    branch_id: 1,
  },
  patient: { id: 7, name: 'Dana Levi', phone: '972501234567' },
  refundable: true,
  ...overrides,
});

const listOf = (payments: TLedgerPayment[]) => ({
  payments,
  has_more: false,
  totals: [{ currency: 'ILS', taken: 250, refunded: 50, kept: 200 }],
});

afterEach(() => vi.unstubAllGlobals());

describe('the payments section', () => {
  it("lists the clinic's payments of today with their visit, patient, amount, method, state and totals", async () => {
    const { calls } = renderStaffScreen(<PaymentsSection workspace={staffWorkspace()} />, {
      'GET /api/staff/payments': listOf([
        payment(),
        payment({ id: 32, status: 'refunded', refunded: 80, amount: 80, provider: 'desk_cash', card_last4: null }),
      ]),
    });
    const row = (await screen.findAllByText('Dana Levi'))[0]!.closest('tr')!;
    expect(within(row).getByRole('link').textContent).toMatch(/09:00 · Consultation$/);
    expect(within(row).getByText(/250\.00/)).toBeTruthy();
    expect(within(row).getByText('sandbox · visa 4242')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Cash at the desk')).toBeTruthy();
    expect(screen.getByText('Refunded', { selector: 'td' })).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Total' });
    expect(within(totals).getByText('Kept (taken less refunds)').nextElementSibling?.textContent).toMatch(/200\.00/);
    expect(calls.find((c) => c.path === '/api/staff/payments')?.query).toMatchObject({
      from: '2026-12-16',
      to: '2026-12-16',
    });
  });

  it('offers an owner the refund of a refundable payment', async () => {
    renderStaffScreen(<PaymentsSection workspace={staffWorkspace()} />, {
      'GET /api/staff/payments': listOf([
        payment(),
        payment({ id: 33, refundable: false, patient: { id: 8, name: 'Omer', phone: '1' } }),
      ]),
    });
    expect(await screen.findByRole('button', { name: 'Refund Dana Levi' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund Omer' })).toBeNull();
  });

  it('offers reception no refund', async () => {
    renderStaffScreen(<PaymentsSection workspace={staffWorkspace({ role: 'reception' })} />, {
      'GET /api/staff/payments': listOf([payment()]),
    });
    expect(await screen.findByText('Dana Levi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund Dana Levi' })).toBeNull();
  });

  it('asks again for the state chosen', async () => {
    const { calls } = renderStaffScreen(<PaymentsSection workspace={staffWorkspace()} />, {
      'GET /api/staff/payments': listOf([]),
    });
    expect(await screen.findByText('No payments.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Refund failed');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/staff/payments').at(-1)?.query.status).toBe('refund_failed'),
    );
  });

  it('says so when the payments cannot be loaded', async () => {
    renderStaffScreen(<PaymentsSection workspace={staffWorkspace()} />, {
      'GET /api/staff/payments': refusal(503, 'INTERNAL'),
    });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
