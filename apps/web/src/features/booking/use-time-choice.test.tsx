import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/toast';
import { Translator } from '../../lib/translator';
import { TranslatorContext } from '../../lib/use-translation';
import { booking } from '../../locales/en/booking';
import { useTimeChoice } from './use-time-choice';

const english = new Translator('en');
english.addTexts('en', 'booking', booking);
const wrapper = ({ children }: { children: ReactNode }) => (
  <TranslatorContext.Provider value={english}>{children}</TranslatorContext.Provider>
);

// A 10-minute visit at 09:00 needs 09:00 and 09:05.
const free = [
  { time: '09:00', available: true, starts_visit: true },
  { time: '09:05', available: true, starts_visit: false },
];
const takenMeanwhile = [
  { time: '09:00', available: false, starts_visit: false },
  { time: '09:05', available: true, starts_visit: false },
];

function choice(refresh: () => Promise<typeof free | undefined>) {
  const onStartChange = vi.fn();
  const warning = vi.spyOn(toast, 'warning');
  warning.mockClear();
  const { result } = renderHook(
    () => useTimeChoice({ date: '2026-06-02', slots: free, refresh, duration: 10, onStartChange }),
    { wrapper },
  );
  return { pick: result.current, onStartChange, warning };
}

describe('useTimeChoice', () => {
  it('takes a time the shown slots allow, and keeps it when the server still does', async () => {
    const { pick, onStartChange, warning } = choice(async () => free);
    await act(async () => pick('09:00'));
    expect(onStartChange.mock.calls).toEqual([['09:00']]);
    expect(warning).not.toHaveBeenCalled();
  });

  it('lets a time booked meanwhile go, with the specification’s warning', async () => {
    const { pick, onStartChange, warning } = choice(async () => takenMeanwhile);
    await act(async () => pick('09:00'));
    expect(onStartChange.mock.calls).toEqual([['09:00'], [null]]);
    expect(warning).toHaveBeenCalledWith('Please select a time with 2 consecutive available slots');
  });

  it('refuses at once a time the shown slots cannot hold, and asks the server nothing', async () => {
    const refresh = vi.fn(async () => free);
    const { pick, onStartChange, warning } = choice(refresh);
    await act(async () => pick('09:05'));
    expect(onStartChange).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(warning).toHaveBeenCalledWith('Please select a time with 2 consecutive available slots');
  });

  it('changes nothing when an answer comes about an earlier choice (another day)', async () => {
    let answer: (slots: typeof free) => void = () => {};
    const refresh = vi
      .fn()
      .mockReturnValueOnce(new Promise<typeof free>((resolve) => (answer = resolve)))
      .mockResolvedValue(free);
    const onStartChange = vi.fn();
    const warning = vi.spyOn(toast, 'warning');
    warning.mockClear();
    const { result, rerender } = renderHook(
      ({ date }) => useTimeChoice({ date, slots: free, refresh, duration: 10, onStartChange }),
      { wrapper, initialProps: { date: '2026-06-02' } },
    );
    act(() => result.current('09:00'));
    rerender({ date: '2026-06-03' });
    await act(async () => {
      result.current('09:00');
      answer(takenMeanwhile);
    });
    expect(onStartChange.mock.calls).toEqual([['09:00'], ['09:00']]);
    expect(warning).not.toHaveBeenCalled();
  });

  it('names the doctor the chosen time names, and the one the fresh answer names when another booked them', async () => {
    const named = (doctor: number) => [
      { time: '09:00', available: true, starts_visit: true, doctor_id: doctor },
      { time: '09:05', available: true, starts_visit: false },
    ];
    const onNamed = vi.fn();
    const { result } = renderHook(
      () =>
        useTimeChoice({
          date: '2026-06-02',
          slots: named(1),
          refresh: async () => named(2),
          duration: 10,
          onStartChange: vi.fn(),
          onNamed,
        }),
      { wrapper },
    );
    await act(async () => result.current('09:00'));
    expect(onNamed.mock.calls).toEqual([[1], [2]]);
  });

  it('names no doctor once the chosen time is let go', async () => {
    const onNamed = vi.fn();
    const { result } = renderHook(
      () =>
        useTimeChoice({
          date: '2026-06-02',
          slots: [{ ...free[0]!, doctor_id: 1 }, free[1]!],
          refresh: async () => takenMeanwhile,
          duration: 10,
          onStartChange: vi.fn(),
          onNamed,
        }),
      { wrapper },
    );
    await act(async () => result.current('09:00'));
    expect(onNamed.mock.calls).toEqual([[1], [null]]);
  });
});
