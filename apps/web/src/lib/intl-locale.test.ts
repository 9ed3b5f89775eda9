import { describe, expect, it } from 'vitest';
import { intlLocale } from './intl-locale';

// Issue #21: dates through Intl in the chosen language, with the month names that language's readers expect (the
// Gregorian months in Hebrew and Arabic words; visits are booked on the civil calendar), and one digit choice.
const date = new Date('2026-11-24T12:00:00Z');
const written = (language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

describe('dates in each language', () => {
  it('Hebrew writes the month in Hebrew', () => {
    expect(written('he')).toBe('24 בנובמבר 2026');
  });

  it('Arabic writes the month in Arabic, with the site’s Western digits', () => {
    expect(written('ar')).toMatch(/^24 نوفمبر 2026$/);
  });

  it('Russian and English write their own', () => {
    expect(written('ru')).toBe('24 ноября 2026 г.');
    expect(written('en')).toBe('24 November 2026');
    expect(written('xx')).toBe('24 November 2026');
  });
});
