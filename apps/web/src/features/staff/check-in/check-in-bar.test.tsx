import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadErrorTexts } from '../../../lib/errors/error-texts';
import { refusal, renderStaffScreen } from '../core/render-staff-screen';
import { CheckInBar } from './check-in-bar';

const CODE = 'CI1-1-41-abcdefghijklmnopqrstuv';

beforeAll(() => loadErrorTexts('en'));
afterEach(() => vi.unstubAllGlobals());

describe('check-in at the desk', () => {
  it("sends the code inside a scanned visit card's text and says who arrived", async () => {
    const { calls } = renderStaffScreen(<CheckInBar />, {
      'POST /api/staff/check_in': { appointment_id: 41, patient_name: 'Dana Levi' },
    });
    const field = screen.getByLabelText('Check in');
    await userEvent.click(field);
    await userEvent.paste(`Visit 41 Dana Levi ${CODE}`);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Dana Levi has arrived.', { selector: 'form [role=status]' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/staff/check_in',
      body: { code: CODE },
    });
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('sends a typed short code as typed', async () => {
    const { calls } = renderStaffScreen(<CheckInBar />, {
      'POST /api/staff/check_in': { appointment_id: 41, patient_name: 'Dana Levi' },
    });
    await userEvent.type(screen.getByLabelText('Check in'), ' K7M-4PX ');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Dana Levi has arrived.', { selector: 'form [role=status]' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'K7M-4PX' });
  });

  it('says why a visit not of today is refused, and keeps what was typed', async () => {
    renderStaffScreen(<CheckInBar />, { 'POST /api/staff/check_in': refusal(409, 'CHECK_IN_NOT_TODAY') });
    await userEvent.click(screen.getByLabelText('Check in'));
    await userEvent.paste(CODE);
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByText('This visit is not today: check the patient in on the day of the visit.', {
        selector: 'form [role=alert]',
      }),
    ).toBeTruthy();
    expect((screen.getByLabelText('Check in') as HTMLInputElement).value).toBe(CODE);
  });

  it('sends nothing while the field is empty', () => {
    const { changes } = renderStaffScreen(<CheckInBar />);
    expect((screen.getByRole('button', { name: 'Check in' }) as HTMLButtonElement).disabled).toBe(true);
    expect(changes()).toEqual([]);
  });
});
