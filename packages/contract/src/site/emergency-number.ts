/** The ambulance number of each country the clinics are in (ISO 3166 code); 112 where none is listed. */
const AMBULANCE: Record<string, string> = { IL: '101', US: '911', CA: '911', GB: '999', IN: '108', AE: '998' };
const DEFAULT_NUMBER = '112';

/** The country of the clinics' usual time zones, for a clinic whose phone does not say. */
const COUNTRY_OF_ZONE: Record<string, string> = {
  'Asia/Jerusalem': 'IL',
  'Asia/Tel_Aviv': 'IL',
  'Asia/Kolkata': 'IN',
  'Asia/Dubai': 'AE',
  'Europe/London': 'GB',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Los_Angeles': 'US',
};

/** A clinic's country: its phone's, else its time zone's; undefined when neither says. */
export function clinicCountry(phoneCountry: string | undefined, timeZone: string | undefined): string | undefined {
  return phoneCountry ?? (timeZone ? COUNTRY_OF_ZONE[timeZone] : undefined);
}

/** The number to call in a medical emergency in a country (Israel: 101, Magen David Adom). */
export const emergencyNumber = (country: string | undefined) => (country && AMBULANCE[country]) || DEFAULT_NUMBER;
