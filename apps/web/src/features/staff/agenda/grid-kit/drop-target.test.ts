import { describe, expect, it } from 'vitest';
import type { TDeskAgenda, TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { dropTarget, isDraggable } from './drop-target';

const DATE = '2026-12-07';
const allDay = { [DATE]: [{ start: '08:00', end: '16:00' }] };
const visit = (id: number, doctor_id: number, start_time: string, end_time: string) =>
  ({ id, doctor_id, date: DATE, start_time, end_time, status: 'booked' }) as TDeskVisit;
const moved = visit(1, 1, '09:00', '09:15');
const agenda: TDeskAgenda = {
  dates: [DATE],
  currency: 'ILS',
  treatments: [],
  opening: allDay,
  doctors: [
    { id: 1, name: 'Dr One', hours: allDay },
    { id: 2, name: 'Dr Two', hours: allDay },
  ] as TDeskAgenda['doctors'],
  visits: [moved, visit(2, 2, '10:00', '10:30')],
  blocks: [],
  held: [],
};
const frame = { start: 480, end: 960 };

describe('where a dragged visit lands', () => {
  it('snaps to 5 minutes and keeps its length', () => {
    expect(dropTarget(agenda, DATE, frame, moved, { doctorId: 1, deltaMinutes: 32.4 })).toMatchObject({
      start: 570,
      end: 585,
      refusal: null,
      same: false,
    });
    expect(dropTarget(agenda, DATE, frame, moved, { doctorId: 1, deltaMinutes: 2 })).toMatchObject({ same: true });
  });

  it("is refused on another doctor's visit, and before now", () => {
    const onVisit = dropTarget(agenda, DATE, frame, moved, { doctorId: 2, deltaMinutes: 70 });
    expect(onVisit).toMatchObject({ doctorId: 2, start: 610, refusal: 'busy' });
    expect(dropTarget(agenda, DATE, frame, moved, { doctorId: 2, deltaMinutes: 90 }).refusal).toBeNull();
    expect(dropTarget(agenda, DATE, frame, moved, { doctorId: 1, deltaMinutes: -30, notBefore: 600 }).refusal).toBe(
      'past',
    );
  });

  it('stays inside the day, and moves only visits not yet attended', () => {
    expect(dropTarget(agenda, DATE, frame, moved, { doctorId: 1, deltaMinutes: 9_000 })).toMatchObject({
      start: 945,
      end: 960,
    });
    expect(dropTarget(agenda, DATE, frame, moved, { doctorId: 1, deltaMinutes: -9_000 }).start).toBe(480);
    expect(isDraggable(moved)).toBe(true);
    expect(isDraggable({ ...moved, status: 'arrived' })).toBe(false);
    expect(isDraggable({ ...moved, status: 'cancelled' })).toBe(false);
  });
});
