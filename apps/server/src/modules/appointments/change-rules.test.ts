import { describe, expect, it } from 'vitest';
import { changeableAfter, tooLateToChange } from './change-rules';

describe('tooLateToChange', () => {
  it('names the notice in hours, in English and Hebrew', () => {
    expect(tooLateToChange('cancel', 24, 'en').userMessage).toBe(
      'Appointments can be cancelled up to 24 hours before they start. Please contact the clinic.',
    );
    expect(tooLateToChange('move', 1, 'en').userMessage).toBe(
      'Appointments can be changed up to 1 hour before they start. Please contact the clinic.',
    );
    expect(tooLateToChange('cancel', 2, 'he').userMessage).toBe(
      'ניתן לבטל תור עד שעתיים לפני מועדו. לביטול במועד מאוחר יותר יש לפנות למרפאה.',
    );
    expect(tooLateToChange('cancel', 1, 'he').userMessage).toContain('עד שעה אחת לפני');
    expect(tooLateToChange('move', 48, 'he').userMessage).toContain('עד 48 שעות לפני');
  });

  it('is a 409', () => {
    expect(tooLateToChange('cancel', 24, 'en')).toMatchObject({ statusCode: 409, code: 'TOO_LATE_TO_CHANGE' });
  });
});

describe('changeableAfter', () => {
  it('is the moment plus the notice; 0 is the moment itself', () => {
    const at = new Date('2026-12-01T08:00:00Z');
    expect(changeableAfter(at, 0)).toEqual(at);
    expect(changeableAfter(at, 24).toISOString()).toBe('2026-12-02T08:00:00.000Z');
  });
});
