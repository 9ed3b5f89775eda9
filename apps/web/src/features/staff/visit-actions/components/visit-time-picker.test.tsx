import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { TranslatorContext } from '../../../../lib/use-translation';
import { Translator } from '../../../../lib/translator';
import { staff } from '../../../../locales/en/staff';
import { StaffAuthProvider } from '../../core/api/staff-auth';
import { type TimeSearch, VisitTimePicker } from './visit-time-picker';

/** The day's free times: 09:00 with doctors 1 and 2, 09:30 with doctor 2 alone; the next free time on the 18th. */
function answerFreeTimes() {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url);
      if (url.pathname === '/api/staff/free_times')
        return Response.json({
          times: [
            { time: '09:00', doctor_ids: [1, 2] },
            { time: '09:30', doctor_ids: [2] },
          ],
        });
      if (url.pathname === '/api/staff/next_free')
        return Response.json({ next: { date: '2026-12-18', start_time: '10:15', doctor_ids: [2] } });
      return Response.json({ success: 0, message: 'not here' }, { status: 404 });
    }),
  );
  return asked;
}

type Options = { search?: TimeSearch | null; typedTimeAllowed?: boolean; onNextFound?: () => string };

/** The picker in a form that keeps its date and time, shown beside it. */
function renderPicker({ search = { branch: 3, treatment: 7, doctor: 1 }, ...options }: Options = {}) {
  const i18n = new Translator('en');
  i18n.addTexts('en', 'staff', staff);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Form() {
    const [date, setDate] = useState('2026-12-16');
    const [time, setTime] = useState('');
    return (
      <>
        <VisitTimePicker
          idPrefix="test"
          labels={{ date: 'Date', time: 'Time' }}
          today="2026-12-15"
          date={date}
          time={time}
          onDateChange={setDate}
          onTimeChange={setTime}
          search={search}
          onNextFound={options.onNextFound ?? (() => 'Dr. Dana')}
          {...(options.typedTimeAllowed !== undefined ? { typedTimeAllowed: options.typedTimeAllowed } : {})}
        />
        <output data-testid="chosen">{`${date} ${time}`}</output>
      </>
    );
  }
  render(
    <TranslatorContext.Provider value={i18n}>
      <QueryClientProvider client={client}>
        <StaffAuthProvider auth={{ clinic: 'c', token: 't' }}>
          <Form />
        </StaffAuthProvider>
      </QueryClientProvider>
    </TranslatorContext.Provider>,
  );
}

const chosen = () => screen.getByTestId('chosen').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('VisitTimePicker', () => {
  it("offers the day's free times of the chosen doctor only, and takes the one picked", async () => {
    const asked = answerFreeTimes();
    renderPicker();
    const select = screen.getByLabelText('Time');
    await screen.findByRole('option', { name: '09:00' });
    expect(screen.queryByRole('option', { name: '09:30' })).toBeNull();
    const freeTimes = asked.find((url) => url.pathname === '/api/staff/free_times')!;
    expect(Object.fromEntries(freeTimes.searchParams)).toEqual({ date: '2026-12-16', branch: '3', treatment: '7' });
    await userEvent.selectOptions(select, '09:00');
    expect(chosen()).toBe('2026-12-16 09:00');
  });

  it('looks from the chosen date for the next free time, fills it in and says with whom', async () => {
    const asked = answerFreeTimes();
    const onNextFound = vi.fn(() => 'Dr. Dana');
    renderPicker({ search: { branch: 3, treatment: 7, doctor: 2, ignoreVisit: 40 }, onNextFound });
    await userEvent.click(screen.getByRole('button', { name: staff.nextFree.button }));
    await waitFor(() => expect(chosen()).toBe('2026-12-18 10:15'));
    expect(onNextFound).toHaveBeenCalledWith({ date: '2026-12-18', start_time: '10:15', doctor_ids: [2] });
    expect(screen.getByText(/First free time: .*10:15, with Dr\. Dana\./)).toBeTruthy();
    const nextFree = asked.find((url) => url.pathname === '/api/staff/next_free')!;
    expect(Object.fromEntries(nextFree.searchParams)).toEqual({
      branch: '3',
      treatment: '7',
      doctor: '2',
      ignore_visit: '40',
      from: '2026-12-16',
    });
  });

  it('asks for any doctor when none is chosen, and waits for a treatment before looking at all', async () => {
    const asked = answerFreeTimes();
    renderPicker({ search: null });
    expect(screen.getByRole('button', { name: staff.nextFree.button })).toHaveProperty('disabled', true);
    expect(screen.getByRole('option', { name: staff.move.noTimes })).toBeTruthy();
    expect(asked.some((url) => url.pathname.startsWith('/api/staff/free_times'))).toBe(false);
  });

  it('lets a time be typed by hand, as an explicit choice that empties the time', async () => {
    answerFreeTimes();
    renderPicker();
    await screen.findByRole('option', { name: '09:00' });
    await userEvent.selectOptions(screen.getByLabelText('Time'), '09:00');
    await userEvent.click(screen.getByLabelText(staff.book.anyTime));
    expect(chosen()).toBe('2026-12-16 ');
    expect(screen.queryByLabelText('Time')).toBeNull();
    expect(document.getElementById('test-any-time')).not.toBeNull();
  });

  it('has no typed time where it is not allowed (a series moved together)', async () => {
    answerFreeTimes();
    renderPicker({ typedTimeAllowed: false });
    await screen.findByRole('option', { name: '09:00' });
    expect(screen.queryByLabelText(staff.book.anyTime)).toBeNull();
  });
});
