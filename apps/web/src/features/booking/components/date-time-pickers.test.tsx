import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { today } from '@internationalized/date';
import { TranslatorContext } from '../../../lib/use-translation';
import { Translator } from '../../../lib/translator';
import { booking } from '../../../locales/en/booking';
import { BookingCalendar } from './date-time-pickers';

const OPEN_EVERY_DAY = new Set<string>();
const ZONE = 'Asia/Jerusalem';

describe('BookingCalendar', () => {
  it('draws its month once: nothing it mounts asks for a second drawing of the whole month', () => {
    const phases: string[] = [];
    render(
      <Profiler id="calendar" onRender={(_id, phase) => phases.push(phase)}>
        <BookingCalendar
          timeZone={ZONE}
          firstDay={0}
          openDays={OPEN_EVERY_DAY}
          firstFree={null}
          days={null}
          value={null}
          onChange={() => {}}
        />
      </Profiler>,
    );
    expect(screen.getByRole('grid')).toBeTruthy();
    expect(phases).toEqual(['mount']);
  });

  it('marks full and closed days and says so after the date; a full day can be chosen, a closed one not', () => {
    // Three days in a row of one month inside the booking window.
    let first = today(ZONE).add({ days: 1 });
    if (first.add({ days: 2 }).month !== first.month) first = first.add({ months: 1 }).set({ day: 1 });
    const [full, closed, free] = [0, 1, 2].map((n) => first.add({ days: n }));
    const english = new Translator('en');
    english.addTexts('en', 'booking', booking);
    render(
      <TranslatorContext.Provider value={english}>
        <BookingCalendar
          timeZone={ZONE}
          firstDay={0}
          openDays={OPEN_EVERY_DAY}
          firstFree={free!.toString()}
          days={{ [full!.toString()]: 'full', [closed!.toString()]: 'closed', [free!.toString()]: 'free' }}
          value={full!}
          onChange={() => {}}
        />
      </TranslatorContext.Provider>,
    );
    const dayCell = (day: typeof first) => screen.getAllByRole('button').find((b) => b.textContent === String(day.day));
    expect(dayCell(full!)?.getAttribute('aria-label')).toMatch(/, Fully booked$/);
    expect(dayCell(full!)?.getAttribute('aria-disabled')).toBeNull();
    expect(dayCell(closed!)?.getAttribute('aria-label')).toMatch(/, Closed$/);
    expect(dayCell(closed!)?.getAttribute('aria-disabled')).toBe('true');
    expect(dayCell(free!)?.getAttribute('aria-label')).toMatch(/, First available date$/);
    expect([full, closed, free].map((day) => dayCell(day!)?.dataset.day)).toEqual(['full', 'closed', 'free']);
    // The clinic's today is not called the first available date unless it is.
    const todayCell = dayCell(today(ZONE));
    if (todayCell && today(ZONE).month === first.month) {
      expect(todayCell.getAttribute('aria-label')).not.toMatch(/First available date/);
    }
    expect(screen.getByText('Fully booked')).toBeTruthy();
  });
});
