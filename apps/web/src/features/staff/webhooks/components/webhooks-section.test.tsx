import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWebhookEndpoint } from '@clinic/contract/webhooks/staff-webhooks';
import { renderStaffScreen } from '../../core/render-staff-screen';
import { WebhooksSection } from './webhooks-section';

const endpoint = (overrides: Partial<TWebhookEndpoint> = {}): TWebhookEndpoint => ({
  id: 4,
  url: 'https://records.example/hook',
  events: ['appointment.booked', 'payment.paid'],
  include_contact: false,
  status: 'active',
  failing_since: null,
  paused_at: null,
  created_at: '2026-12-01T08:00:00Z',
  deliveries: [
    {
      id: 1,
      event_id: 'ev-1',
      type: 'appointment.booked',
      status: 'delivered',
      attempts: 1,
      http_status: 200,
      error: null,
      created_at: '2026-12-15T08:00:00Z',
      last_attempt_at: '2026-12-15T08:00:01Z',
      next_attempt_at: null,
    },
  ],
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('the webhooks section', () => {
  it('lists each endpoint with its events, contact choice and last deliveries', async () => {
    renderStaffScreen(<WebhooksSection />, { 'GET /api/staff/webhooks': { endpoints: [endpoint()] } });
    expect(await screen.findByText('https://records.example/hook')).toBeTruthy();
    expect(screen.getByText('Visit booked · Payment received')).toBeTruthy();
    expect(screen.getByText('Without contact details')).toBeTruthy();
    const deliveries = screen.getByRole('table', { name: 'Last deliveries to https://records.example/hook' });
    expect(within(deliveries).getByText('Delivered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
  });

  it('says so when there is none', async () => {
    renderStaffScreen(<WebhooksSection />, { 'GET /api/staff/webhooks': { endpoints: [] } });
    expect(await screen.findByText('No endpoints yet.')).toBeTruthy();
  });

  it('resumes a paused endpoint, saying why it was paused first', async () => {
    const { changes } = renderStaffScreen(<WebhooksSection />, {
      'GET /api/staff/webhooks': { endpoints: [endpoint({ status: 'paused', paused_at: '2026-12-15T08:00:00Z' })] },
      'POST /api/staff/webhooks/4/resume': { success: 1 },
    });
    expect(await screen.findByText(/Paused: this address failed for 24 hours/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('The endpoint receives events again.')).toBeTruthy();
    expect(changes()).toEqual(['POST /api/staff/webhooks/4/resume']);
  });

  it('removes an endpoint only once the removal is confirmed', async () => {
    const { changes } = renderStaffScreen(<WebhooksSection />, {
      'GET /api/staff/webhooks': { endpoints: [endpoint()] },
      'POST /api/staff/webhooks/4/remove': { success: 1 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this endpoint?' });
    expect(within(dialog).getByText('Nothing more will be sent to https://records.example/hook.')).toBeTruthy();
    expect(changes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The endpoint was removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes()).toEqual(['POST /api/staff/webhooks/4/remove']);
  });

  it('adds an endpoint with the events chosen, then shows its signing secret once', async () => {
    const { calls } = renderStaffScreen(<WebhooksSection />, {
      'GET /api/staff/webhooks': { endpoints: [] },
      'POST /api/staff/webhooks': { id: 9, secret: 'whsec_123' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = screen.getByRole('dialog', { name: 'Add endpoint' });
    await userEvent.click(within(dialog).getByLabelText(/Address \(URL\)/));
    await userEvent.paste('https://books.example/in');
    await userEvent.click(within(dialog).getByLabelText('Payment received'));
    await userEvent.click(within(dialog).getByLabelText('Include contact details'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect((within(secret).getByLabelText(/Secret/) as HTMLInputElement).value).toBe('whsec_123');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      url: 'https://books.example/in',
      events: ['appointment.booked', 'payment.paid'],
      include_contact: true,
    });
  });
});
