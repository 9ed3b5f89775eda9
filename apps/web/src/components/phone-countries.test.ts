import { describe, expect, it } from 'vitest';
import { dialCodeOf } from '@clinic/contract/identity/phone-format';
import { COUNTRIES, countriesFor, countryOf } from './phone-countries';

describe('the phone fields countries', () => {
  it("gives each country libphonenumber's dial code", () => {
    expect(COUNTRIES).toHaveLength(50);
    for (const country of COUNTRIES) expect(country.dial, country.iso).toBe(dialCodeOf(country.iso));
  });

  it("starts on the clinic's country, else Israel, and lists the others by name in the page's language", () => {
    expect(countryOf('GB')).toEqual({ iso: 'GB', dial: '44' });
    expect(countryOf('XX')).toEqual({ iso: 'IL', dial: '972' });
    expect(countryOf(undefined).iso).toBe('IL');
    const english = countriesFor(countryOf('GB'), 'en').map((c) => c.iso);
    expect(english[0]).toBe('GB');
    expect(english.indexOf('AR')).toBeLessThan(english.indexOf('AU'));
    // In Russian, Австралия (AU) comes before Аргентина (AR).
    const russian = countriesFor(countryOf('IL'), 'ru').map((c) => c.iso);
    expect(russian.indexOf('AU')).toBeLessThan(russian.indexOf('AR'));
  });
});
