import { describe, expect, it } from 'vitest';
import { errorText } from '@clinic/contract/core/error-codes';
import { EN_ERROR_TEXTS } from '@clinic/contract/core/error-texts/en';
import { HE_ERROR_TEXTS } from '@clinic/contract/core/error-texts/he';
import { changeableAfter, tooLateToChange } from './change-rules';

/** The refusal as a client shows it in one language. */
function textOf(change: 'cancel' | 'move', hours: number, lang: 'en' | 'he') {
  const error = tooLateToChange(change, hours);
  return errorText(lang === 'en' ? EN_ERROR_TEXTS : HE_ERROR_TEXTS, error.code, error.params);
}

describe('tooLateToChange', () => {
  it('names the notice in hours, in English and Hebrew', () => {
    expect(textOf('cancel', 24, 'en')).toBe(
      'Appointments can be cancelled up to 24 hours before they start. Please contact the clinic.',
    );
    expect(textOf('move', 1, 'en')).toBe(
      'Appointments can be changed up to 1 hour before they start. Please contact the clinic.',
    );
    expect(textOf('cancel', 2, 'he')).toBe(
      'ניתן לבטל תור עד שעתיים לפני מועדו. לביטול במועד מאוחר יותר יש לפנות למרפאה.',
    );
    expect(textOf('cancel', 1, 'he')).toContain('עד שעה אחת לפני');
    expect(textOf('move', 48, 'he')).toContain('עד 48 שעות לפני');
  });

  it('is a 409', () => {
    expect(tooLateToChange('cancel', 24)).toMatchObject({ statusCode: 409, code: 'TOO_LATE_TO_CANCEL' });
    expect(tooLateToChange('move', 24)).toMatchObject({ statusCode: 409, code: 'TOO_LATE_TO_MOVE' });
  });
});

describe('changeableAfter', () => {
  it('is the moment plus the notice; 0 is the moment itself', () => {
    const at = new Date('2026-12-01T08:00:00Z');
    expect(changeableAfter(at, 0)).toEqual(at);
    expect(changeableAfter(at, 24).toISOString()).toBe('2026-12-02T08:00:00.000Z');
  });
});
