import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStaffWaitlistEntry } from '@clinic/contract/appointments/staff-waitlist';
import { refusal, renderStaffScreen, staffWorkspace } from '../../core/render-staff-screen';
import { WaitlistSection } from './waitlist-section';

const entry = (overrides: Partial<TStaffWaitlistEntry> = {}): TStaffWaitlistEntry => ({
  id: 11,
  patient: { id: 7, name: 'Dana Levi', phone: '972501234567' },
  treatment_id: 2,
  treatment: 'Consultation',
  branch_id: 1,
  branch: 'Central',
  date: '2026-12-16',
  until: '2026-12-18',
  doctor_id: null,
  status: 'waiting',
  offer: null,
  created_at: '2026-12-01T08:00:00Z',
  ...overrides,
});

const workspace = staffWorkspace();
const show = (entries: TStaffWaitlistEntry[], answers = {}) =>
  renderStaffScreen(<WaitlistSection workspace={workspace} />, {
    'GET /api/staff/waitlist': { entries },
    ...answers,
  });

afterEach(() => vi.unstubAllGlobals());

describe('the waitlist section', () => {
  it('lists who waits, for what, with which doctor, where, on which days, and a time held for them', async () => {
    show([
      entry(),
      entry({
        id: 12,
        patient: { id: 8, name: 'Omer Cohen', phone: '972527654321' },
        doctor_id: 3,
        status: 'offered',
        offer: { date: '2026-12-17', time: '10:30', doctor_id: 3, expires_at: '2026-12-16T12:00:00Z' },
      }),
    ]);
    const dana = (await screen.findByText('Dana Levi')).closest('tr')!;
    expect(within(dana).getByText('Consultation')).toBeTruthy();
    expect(within(dana).getByText('Central')).toBeTruthy();
    expect(within(dana).getByText('Any doctor')).toBeTruthy();
    expect(within(dana).getByText(/ to /)).toBeTruthy();
    expect(within(dana).getByText('Waiting')).toBeTruthy();
    expect(within(dana).getByRole('link').getAttribute('href')).toBe('tel:+972501234567');
    const omer = screen.getByText('Omer Cohen').closest('tr')!;
    expect(within(omer).getByText('Dr. Maya Stone')).toBeTruthy();
    expect(within(omer).getByText(/Offered a freed time/)).toBeTruthy();
    expect(within(omer).getByText('10:30')).toBeTruthy();
    expect(within(omer).getByText(/held until/)).toBeTruthy();
  });

  it('says so when nobody waits', async () => {
    show([]);
    expect(await screen.findByText('Nobody is waiting.')).toBeTruthy();
  });

  it('says so when the list cannot be loaded', async () => {
    show([], { 'GET /api/staff/waitlist': refusal(503, 'INTERNAL') });
    expect(await screen.findByText('The waitlist could not be loaded.')).toBeTruthy();
  });

  it('marks an entry served: the call ends it as served and a toast says so', async () => {
    const { calls } = show([entry()], { 'POST /api/staff/waitlist/11/end': { success: 1 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Dana Levi was served' }));
    expect(await screen.findByText('Dana Levi left the waitlist, served.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/staff/waitlist/11/end',
      body: { outcome: 'served' },
    });
  });

  it('removes an entry with the reason typed, and only once a reason is given', async () => {
    const { calls } = show([entry()], { 'POST /api/staff/waitlist/11/end': { success: 1 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Dana Levi…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Dana Levi from the waitlist' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove from the waitlist' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByLabelText(/Reason/));
    await userEvent.paste('Found another clinic');
    await userEvent.click(confirm);
    expect(await screen.findByText('Dana Levi was removed from the waitlist.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      outcome: 'removed',
      reason: 'Found another clinic',
    });
  });
});
