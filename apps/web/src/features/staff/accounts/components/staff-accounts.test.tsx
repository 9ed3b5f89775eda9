import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStaffInvitation, TStaffMember } from '@clinic/contract/staff/staff-accounts';
import { renderStaffScreen } from '../../core/render-staff-screen';
import { StaffAccounts } from './staff-accounts';

const member = (overrides: Partial<TStaffMember> = {}): TStaffMember => ({
  id: 1,
  name: 'Olga Owner',
  email: 'olga@clinic.example',
  role: 'owner',
  doctor_id: null,
  second_factor: true,
  you: true,
  ...overrides,
});
const invitation: TStaffInvitation = {
  id: 8,
  email: 'new@clinic.example',
  role: 'reception',
  doctor_id: null,
  created_at: '2026-12-15T08:00:00Z',
  expires_at: '2026-12-22T08:00:00Z',
};
const team = {
  members: [
    member(),
    member({
      id: 2,
      name: 'Maya Stone',
      email: 'maya@clinic.example',
      role: 'doctor',
      doctor_id: 3,
      second_factor: false,
      you: false,
    }),
  ],
  invitations: [invitation],
};
const answers = {
  'GET /api/staff/members': team,
  'GET /api/staff/doctors': { doctors: [{ id: 3, name: { en: 'Dr. Maya Stone', he: '' } }] },
};

afterEach(() => vi.unstubAllGlobals());

// Each step renders a dialog anew; on a loaded machine the longest flow takes seconds.
describe("the clinic's staff accounts", { timeout: 20_000 }, () => {
  it('lists who logs in, as what, with two-step login or not, and the invitations out', async () => {
    renderStaffScreen(<StaffAccounts />, answers);
    const maya = (await screen.findByText('Maya Stone')).closest('li')!;
    expect(within(maya).getByText('Doctor · Doctor: Dr. Maya Stone · Two-step login off')).toBeTruthy();
    const olga = screen.getByText('Olga Owner').closest('li')!;
    expect(within(olga).getByText('(you)')).toBeTruthy();
    expect(within(olga).getByText('Owner · Two-step login on')).toBeTruthy();
    expect(screen.getByText('new@clinic.example')).toBeTruthy();
    expect(screen.getByText(/^Reception, link valid until /)).toBeTruthy();
  });

  it("invites a doctor's account: the email, the role and the doctor go to the server; the link comes back", async () => {
    const { calls } = renderStaffScreen(<StaffAccounts />, {
      ...answers,
      'POST /api/staff/invitations': {
        success: 1,
        id: 9,
        link: 'https://clinic.example/c1/staff?invitation=abc',
        expires_at: '2026-12-23T08:00:00Z',
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite a staff member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' });
    await userEvent.click(within(dialog).getByLabelText(/Email/));
    await userEvent.paste('dr.levi@clinic.example');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Role/), 'Doctor');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Doctor this account belongs to/), 'Dr. Maya Stone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const link = await screen.findByRole('dialog', { name: 'Invitation link' });
    expect((within(link).getByLabelText(/Link to send/) as HTMLInputElement).value).toBe(
      'https://clinic.example/c1/staff?invitation=abc',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'dr.levi@clinic.example',
      role: 'doctor',
      doctor_id: 3,
    });
  });

  it("changes a member's role", async () => {
    const { calls } = renderStaffScreen(<StaffAccounts />, {
      ...answers,
      'PATCH /api/staff/members/2': { success: 1 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change role of Maya Stone' }));
    const dialog = screen.getByRole('dialog', { name: 'Change role of Maya Stone' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Role/), 'Reception');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role changed.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/staff/members/2',
      body: { role: 'reception', doctor_id: null },
    });
  });

  it('removes a member once confirmed', async () => {
    const { changes } = renderStaffScreen(<StaffAccounts />, {
      ...answers,
      'POST /api/staff/members/2/remove': { success: 1 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Maya Stone' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Maya Stone?' });
    expect(within(dialog).getByText(/Maya Stone is logged out at once/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes()).toEqual(['POST /api/staff/members/2/remove']);
  });

  it('withdraws an invitation', async () => {
    const { changes } = renderStaffScreen(<StaffAccounts />, {
      ...answers,
      'POST /api/staff/invitations/8/revoke': { success: 1 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw the invitation to new@clinic.example' }));
    expect(await screen.findByText('Invitation withdrawn.')).toBeTruthy();
    expect(changes()).toEqual(['POST /api/staff/invitations/8/revoke']);
  });
});
