import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSettingsBranch, TSettingsDoctor, TSettingsTreatment } from '@clinic/contract/staff/staff-settings';
import { renderStaffScreen } from '../../core/render-staff-screen';
import { SetupSection } from './setup-section';

const branch = (overrides: Partial<TSettingsBranch> = {}): TSettingsBranch => ({
  id: 1,
  name: { en: 'Central', he: 'מרכז' },
  address: null,
  phone: null,
  email: null,
  description: null,
  schedule: [
    { day: 1, start: '08:00', end: '16:00' },
    { day: 2, start: '08:00', end: '16:00' },
  ] as TSettingsBranch['schedule'],
  archived: false,
  ...overrides,
});
const doctor = (overrides: Partial<TSettingsDoctor> = {}): TSettingsDoctor => ({
  id: 3,
  name: { en: 'Dr. Maya Stone' },
  status: 1,
  working: [{ branch_id: 1, day: 1, start: '08:00', end: '12:00' }] as TSettingsDoctor['working'],
  description: null,
  specialty: null,
  color: null,
  ...overrides,
});
const treatment = (overrides: Partial<TSettingsTreatment> = {}): TSettingsTreatment => ({
  id: 2,
  name: { en: 'Consultation' },
  description: null,
  duration_minutes: 15,
  price: 120,
  min_force_payment_price: null,
  force_pay: false,
  payment_company: '0',
  branches: [1],
  doctors: [],
  archived: false,
  ...overrides,
});

const lists = {
  'GET /api/staff/branches': {
    branches: [branch(), branch({ id: 4, name: { en: 'North' }, archived: true })],
  },
  'GET /api/staff/doctors': { doctors: [doctor(), doctor({ id: 5, name: { he: 'ד״ר לוי' }, status: 0 })] },
  'GET /api/staff/treatments': { treatments: [treatment()] },
};

afterEach(() => vi.unstubAllGlobals());

describe('the setup section', () => {
  it('lists branches, doctors and treatments, each with what matters of it', async () => {
    renderStaffScreen(<SetupSection />, lists);
    const branches = screen.getByRole('region', { name: 'Branches' });
    expect((await within(branches).findByText('Central')).nextElementSibling?.textContent).toBe('Weekly hours: 2');
    expect(within(branches).getByText('North').nextElementSibling?.textContent).toBe('(archived)');
    const doctors = screen.getByRole('region', { name: 'Doctors' });
    expect((await within(doctors).findByText('Dr. Maya Stone')).nextElementSibling?.textContent).toBe(
      'Weekly hours: 1',
    );
    // A name written only in Hebrew is shown as written; a hidden doctor says so.
    expect(within(doctors).getByText('ד״ר לוי').nextElementSibling?.textContent).toBe('(hidden from patients)');
    const treatments = screen.getByRole('region', { name: 'Treatments' });
    expect((await within(treatments).findByText('Consultation')).nextElementSibling?.textContent).toBe(
      '15 minutes, 120',
    );
  });

  it("opens a branch's closures and a treatment's form from their rows", async () => {
    renderStaffScreen(<SetupSection />, { ...lists, 'GET /api/staff/branches/1/closures': { closures: [] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Closures of Central' }));
    expect(await screen.findByRole('dialog', { name: 'Holidays and closures: Central' })).toBeTruthy();
    expect(await screen.findByText('No upcoming closures.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Consultation' }));
    expect(await screen.findByRole('dialog', { name: 'Edit treatment' })).toBeTruthy();
  });
});
