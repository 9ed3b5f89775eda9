import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPatientCard } from '@clinic/contract/staff/staff-patients';
import { renderStaffScreen } from '../../core/render-staff-screen';
import { PatientsSection } from './patients-section';
import { PatientCardDialog } from './patient-card-dialog';

const card = (overrides: Partial<TPatientCard> = {}): TPatientCard => ({
  id: 7,
  name: 'Dana Levi',
  phone: '972501234567',
  email: 'dana@example.com',
  notes: 'Prefers mornings',
  erased: false,
  no_shows: 1,
  visits: [
    {
      id: 41,
      doctor_id: 3,
      doctor_name: 'Dr. Maya Stone',
      patient_id: 7,
      patient_name: 'Dana Levi',
      patient_phone: '972501234567',
      family_member_name: null,
      treatment_id: 2,
      treatment: 'Consultation',
      date: '2026-12-16',
      start_time: '09:00',
      end_time: '09:15',
      status: 'completed',
    } as TPatientCard['visits'][number],
  ],
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('the patients section', () => {
  it('finds patients by what is typed and opens the one chosen', async () => {
    const open = vi.fn();
    const { calls } = renderStaffScreen(<PatientsSection onOpenPatient={open} />, {
      'GET /api/staff/patients': ({ query }: { query: Record<string, string> }) => ({
        patients: query.q === 'dana' ? [{ id: 7, name: 'Dana Levi', phone: '972501234567', email: null }] : [],
      }),
    });
    await userEvent.type(screen.getByLabelText('Find a patient by name or phone'), 'dana');
    await userEvent.click(await screen.findByRole('button', { name: /Dana Levi/ }));
    expect(open).toHaveBeenCalledWith(7);
    expect(calls.filter((c) => c.path === '/api/staff/patients').at(-1)?.query).toEqual({ q: 'dana' });
  });

  it('says when nobody matches', async () => {
    renderStaffScreen(<PatientsSection onOpenPatient={() => {}} />, {
      'GET /api/staff/patients': { patients: [] },
    });
    await userEvent.type(screen.getByLabelText('Find a patient by name or phone'), 'zz');
    expect(await screen.findByText('No patient matches.')).toBeTruthy();
  });
});

describe("a patient's card", () => {
  it('shows the contact details, no-shows, visits and notes', async () => {
    renderStaffScreen(<PatientCardDialog patientId={7} onClose={() => {}} />, {
      'GET /api/staff/patients/7': card(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Dana Levi' });
    expect(within(dialog).getByText(/dana@example\.com/)).toBeTruthy();
    expect(within(dialog).getByText('No-shows: 1')).toBeTruthy();
    expect(within(dialog).getByText(/09:00 · Consultation · Dr\. Maya Stone · /)).toBeTruthy();
    expect((within(dialog).getByLabelText(/Notes for staff/) as HTMLTextAreaElement).value).toBe('Prefers mornings');
    // Data rights are an owner's.
    expect(within(dialog).queryByRole('button', { name: 'Erase data…' })).toBeNull();
  });

  it('saves the notes typed', async () => {
    const { calls } = renderStaffScreen(<PatientCardDialog patientId={7} onClose={() => {}} />, {
      'GET /api/staff/patients/7': card({ notes: '' }),
      'POST /api/staff/patients/7/notes': { success: 1 },
    });
    await userEvent.click(await screen.findByLabelText(/Notes for staff/));
    await userEvent.paste('Allergic to latex');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ notes: 'Allergic to latex' });
  });

  it("lets an owner erase the patient's data, only after the warning is confirmed", async () => {
    const { changes } = renderStaffScreen(<PatientCardDialog patientId={7} onClose={() => {}} isOwner />, {
      'GET /api/staff/patients/7': card(),
      'POST /api/staff/patients/7/erase': { success: 1, cancelled_visits: 2 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Erase data…' }));
    const warning = screen.getByRole('alertdialog', { name: 'Erase the data of Dana Levi?' });
    expect(within(warning).getByText('This cannot be undone.')).toBeTruthy();
    expect(changes()).toEqual([]);
    await userEvent.click(within(warning).getByRole('button', { name: 'Erase the patient' }));
    expect(await screen.findByText('The patient was erased; 2 upcoming visits were cancelled.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(changes()).toEqual(['POST /api/staff/patients/7/erase']);
  });

  it('shows an erased patient without contact details or notes to edit', async () => {
    renderStaffScreen(<PatientCardDialog patientId={7} onClose={() => {}} isOwner />, {
      'GET /api/staff/patients/7': card({ erased: true, name: 'Erased patient', visits: [] }),
    });
    expect(await screen.findByText("This patient's data was erased.")).toBeTruthy();
    expect(screen.getByText('No visits yet.')).toBeTruthy();
    expect(screen.queryByLabelText(/Notes for staff/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erase data…' })).toBeNull();
  });
});
