import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadErrorTexts } from '../../../../lib/errors/error-texts';
import { refusal, renderStaffScreen, staffWorkspace } from '../../core/render-staff-screen';
import { SecuritySection } from './security-section';

const off = staffWorkspace({ second_factor: { enabled: false, required: false } });
const on = staffWorkspace({ second_factor: { enabled: true, required: false } });

beforeAll(() => loadErrorTexts('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the security section (two-step login)', () => {
  it('sets up two-step login: the key to scan, a first code, then the recovery codes once', async () => {
    const recovery = Array.from({ length: 10 }, (_, n) => `rc-${n}`);
    const { calls, changes } = renderStaffScreen(<SecuritySection workspace={off} />, {
      'POST /api/staff/second_factor/setup': { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/c1:olga?secret=JBSW' },
      'POST /api/staff/second_factor/enable': { recovery_codes: recovery },
    });
    expect(screen.getByText('Two-step login is off for your account.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step login' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    const turnOn = screen.getByRole('button', { name: 'Turn on' }) as HTMLButtonElement;
    expect(turnOn.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(/Code/), '123456');
    await userEvent.click(turnOn);
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recovery);
    expect(await screen.findByText('Two-step login is on.')).toBeTruthy();
    expect(changes()).toEqual(['POST /api/staff/second_factor/setup', 'POST /api/staff/second_factor/enable']);
    expect(calls.at(-1)?.body).toEqual({ code: '123456' });
  });

  it('says why a wrong first code is refused, and keeps the setup open', async () => {
    renderStaffScreen(<SecuritySection workspace={off} />, {
      'POST /api/staff/second_factor/setup': { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' },
      'POST /api/staff/second_factor/enable': refusal(400, 'SECOND_FACTOR_INVALID'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step login' }));
    await userEvent.type(await screen.findByLabelText(/Code/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is not right. Please try again.')).toBeTruthy();
    expect(screen.getByTestId('totp-secret')).toBeTruthy();
  });

  it('turns two-step login off with a code', async () => {
    const { calls } = renderStaffScreen(<SecuritySection workspace={on} />, {
      'POST /api/staff/second_factor/disable': { success: 1 },
    });
    expect(screen.getByText('Two-step login is on for your account.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Code/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step login' }));
    expect(await screen.findByText('Two-step login is off.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/staff/second_factor/disable',
      body: { code: '654321' },
    });
  });

  it('when the clinic requires it and it is off: says so first, and offers no turning off or calendar feed', () => {
    renderStaffScreen(
      <SecuritySection workspace={staffWorkspace({ second_factor: { enabled: false, required: true } })} />,
    );
    const notice = screen.getByText('Your clinic requires two-step login. Set it up to open the workspace.');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('button', { name: 'Turn off two-step login' })).toBeNull();
    expect(document.getElementById('calendar-feed-heading')).toBeNull();
  });

  it('lets an owner require it of all staff, and reception not', async () => {
    const { calls } = renderStaffScreen(<SecuritySection workspace={on} />, {
      'POST /api/staff/clinic/second_factor': { success: 1 },
    });
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Require two-step login for all staff of this clinic' }),
    );
    expect(await screen.findByText('The clinic rule was saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/staff/clinic/second_factor',
      body: { required: true },
    });
  });

  it('offers reception no clinic rule', () => {
    renderStaffScreen(<SecuritySection workspace={staffWorkspace({ role: 'reception' })} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
