import { describe, expect, it } from 'vitest';
import { dateFormat, displayNames, listFormat, numberFormat } from './intl-formats';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, another for other ones', () => {
    const price = numberFormat('he-IL', { style: 'currency', currency: 'ILS' });
    expect(numberFormat('he-IL', { style: 'currency', currency: 'ILS' })).toBe(price);
    expect(numberFormat('en-GB', { style: 'currency', currency: 'ILS' })).not.toBe(price);
    expect(numberFormat('he-IL', { style: 'currency', currency: 'GBP' })).not.toBe(price);
    expect(dateFormat('en-GB', { weekday: 'long', timeZone: 'UTC' })).toBe(
      dateFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }),
    );
  });

  it('writes what a new Intl formatter writes', () => {
    expect(numberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(12.5)).toBe('£12.50');
    expect(dateFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 29)))).toBe(
      'Sunday',
    );
    expect(listFormat('en', { type: 'conjunction' }).format(['Sun', 'Tue', 'Thu'])).toBe('Sun, Tue, and Thu');
    expect(displayNames(['ru', 'en'], { type: 'region' }).of('GB')).toBe('Великобритания');
  });

  it('refuses a bad locale every time rather than keeping the failure', () => {
    expect(() => numberFormat('not a locale')).toThrow(RangeError);
    expect(() => numberFormat('not a locale')).toThrow(RangeError);
  });
});
