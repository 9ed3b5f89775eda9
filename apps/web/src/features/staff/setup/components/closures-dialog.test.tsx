import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadErrorTexts } from '../../../../lib/errors/error-texts';
import { type MadeCall, refusal, renderStaffScreen } from '../../core/render-staff-screen';
import { ClosuresDialog } from './closures-dialog';

const central = { id: 1, name: 'Central' };
const closures = {
  closures: [
    { id: 6, from_date: '2026-12-24', to_date: '2026-12-26', reason: 'Holiday' },
    { id: 7, from_date: '2027-01-01', to_date: '2027-01-01', reason: 'New year' },
  ],
};

/** Types a date into the dialog's date field labelled `label`, segment by segment (the clinic's order: day first). */
async function typeDate(label: string, digits: string) {
  const group = screen.getByRole('group', { name: label });
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(digits);
}

beforeAll(() => loadErrorTexts('en'));
afterEach(() => vi.unstubAllGlobals());

// Each step renders the dialog anew; on a loaded machine the longest flow takes seconds.
describe("a branch's closures", { timeout: 20_000 }, () => {
  it('lists the closures to come, one day or a range, with their reason', async () => {
    renderStaffScreen(<ClosuresDialog branch={central} onClose={() => {}} />, {
      'GET /api/staff/branches/1/closures': closures,
    });
    const list = await screen.findByRole('list', { name: 'Upcoming closures' });
    const [holiday, newYear] = within(list).getAllByRole('listitem');
    expect(holiday!.textContent).toContain('2026-12-24 – 2026-12-26 Holiday');
    expect(newYear!.textContent).toContain('2027-01-01 New year');
  });

  it('removes a closure', async () => {
    const { changes } = renderStaffScreen(<ClosuresDialog branch={central} onClose={() => {}} />, {
      'GET /api/staff/branches/1/closures': closures,
      'POST /api/staff/closures/7/remove': { success: 1 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove closure from 2027-01-01' }));
    expect(await screen.findByText('Closure removed.')).toBeTruthy();
    expect(changes()).toEqual(['POST /api/staff/closures/7/remove']);
  });

  it('adds a one-day closure; refused for booked visits, it offers to cancel them and sends that choice', async () => {
    const bodies: unknown[] = [];
    renderStaffScreen(<ClosuresDialog branch={central} onClose={() => {}} />, {
      'GET /api/staff/branches/1/closures': { closures: [] },
      'POST /api/staff/branches/1/closures': ({ body }: MadeCall) => {
        bodies.push(body);
        return (body as { cancel_visits: boolean }).cancel_visits
          ? { success: 1, id: 9, cancelled_visits: 2 }
          : refusal(409, 'BLOCK_HAS_VISITS', 'visits');
      },
    });
    expect(await screen.findByText('No upcoming closures.')).toBeTruthy();
    await typeDate('First closed day', '20122026');
    await userEvent.click(screen.getByLabelText(/Reason/));
    await userEvent.paste('Staff training');
    await userEvent.click(screen.getByRole('button', { name: 'Add closure' }));
    const cancel = await screen.findByLabelText('Cancel the visits booked on those days (patients are told)');
    expect(screen.getByText(/booked in this time/)).toBeTruthy();
    await userEvent.click(cancel);
    await userEvent.click(screen.getByRole('button', { name: 'Add closure' }));
    expect(await screen.findByText('Closure added.')).toBeTruthy();
    const first = { from_date: '2026-12-20', to_date: '2026-12-20', reason: 'Staff training', cancel_visits: false };
    expect(bodies).toEqual([first, { ...first, cancel_visits: true }]);
  });
});
