import { describe, expect, it } from 'vitest';
import { clinicCountry, emergencyNumber } from './emergency-number';

describe('emergencyNumber', () => {
  it("is the ambulance number of the clinic's country: Magen David Adom's 101 in Israel", () => {
    expect(emergencyNumber(clinicCountry('IL', 'America/New_York'))).toBe('101');
    expect(emergencyNumber(clinicCountry(undefined, 'Asia/Jerusalem'))).toBe('101');
    expect(emergencyNumber(clinicCountry(undefined, 'America/Chicago'))).toBe('911');
    expect(emergencyNumber(clinicCountry('GB', undefined))).toBe('999');
  });

  it('is 112 where the country is unknown', () => {
    expect(emergencyNumber(clinicCountry(undefined, 'Pacific/Nauru'))).toBe('112');
    expect(emergencyNumber(undefined)).toBe('112');
  });
});
