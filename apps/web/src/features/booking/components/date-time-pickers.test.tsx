import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingCalendar } from './date-time-pickers';

const OPEN_EVERY_DAY = new Set<string>();

describe('BookingCalendar', () => {
  it('draws its month once: nothing it mounts asks for a second drawing of the whole month', () => {
    const phases: string[] = [];
    render(
      <Profiler id="calendar" onRender={(_id, phase) => phases.push(phase)}>
        <BookingCalendar
          timeZone="Asia/Jerusalem"
          firstDay={0}
          openDays={OPEN_EVERY_DAY}
          firstFree={null}
          value={null}
          onChange={() => {}}
        />
      </Profiler>,
    );
    expect(screen.getByRole('grid')).toBeTruthy();
    expect(phases).toEqual(['mount']);
  });
});
