import { describe, expect, it } from 'vitest';
import { isValidNational } from '@clinic/contract/identity/phone-format';
import { normalizePhone } from '../../lib/phone';
import { demoNames, demoPhone } from './demo-names';

const CLINICS = [
  { zone: 'Europe/London', country: 'GB', lang: 'en' },
  { zone: 'Asia/Jerusalem', country: 'IL', lang: 'he' },
] as const;

describe('demo patients’ phones', () => {
  for (const { zone, country, lang } of CLINICS) {
    it(`are numbers the login accepts, on the site and the server (${zone})`, () => {
      const phones = demoNames(lang).map((_, i) => demoPhone(zone, i));
      expect(new Set(phones).size).toBe(phones.length);
      for (const phone of phones) {
        expect(normalizePhone(phone.slice(1))?.e164, phone).toBe(phone);
        // As the patient types it on the login screen: national, with its trunk 0.
        const national = `0${phone.slice(country === 'GB' ? 3 : 4)}`;
        expect(isValidNational(country, national), national).toBe(true);
      }
    });
  }

  it("in London are Ofcom's drama numbers (020 7946 0xxx), not the clinic's own", () => {
    const phones = demoNames('en').map((_, i) => demoPhone('Europe/London', i));
    expect(phones.every((p) => /^\+4420794601\d\d$/.test(p))).toBe(true);
    expect(phones).not.toContain('+442079460321');
  });
});
