import { clinicCountry } from '@clinic/contract/site/emergency-number';
import type { TUserTemplate } from '@clinic/contract/catalog/entities';

// The clinic's week: which day it starts on (its country's custom, whatever the page's language) and which day
// it is there now (its time zone, not the browser's). Days are numbered Sunday = 0 to Saturday = 6.

/** Countries whose week starts on Sunday or Saturday, for browsers without Intl.Locale week data; else Monday. */
const SUNDAY_FIRST = new Set(['IL', 'US', 'CA', 'IN', 'JP', 'BR', 'MX', 'PH', 'ZA', 'SA', 'KR', 'TW', 'HK', 'AU']);
const SATURDAY_FIRST = new Set(['EG', 'JO', 'KW', 'QA', 'OM', 'BH', 'IQ', 'SY', 'LY', 'DZ', 'AF', 'IR']);

type WeekInfo = { firstDay: number };
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The first day of the week in a country (ISO 3166 code); Monday when the country is unknown. */
export function firstDayOfWeek(country: string | undefined): number {
  if (!country) return 1;
  try {
    const locale = new Intl.Locale(`und-${country}`) as LocaleWithWeek;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    // Intl numbers Monday 1 to Sunday 7.
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay % 7;
  } catch {
    // An invalid region code: use the list below.
  }
  return SUNDAY_FIRST.has(country) ? 0 : SATURDAY_FIRST.has(country) ? 6 : 1;
}

/** The clinic's country: the one its backend names, else its time zone's. */
export const countryOfClinic = (
  user: (Pick<TUserTemplate, 'time_zone'> & { country?: string | null | undefined }) | undefined,
) => user?.country ?? clinicCountry(undefined, user?.time_zone);

/** The seven day numbers in the order the week is drawn, from its first day. */
export const weekOrder = (firstDay: number): number[] => Array.from({ length: 7 }, (_, i) => (firstDay + i) % 7);

const SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Today's day number in a time zone (Sunday = 0), at the given moment. */
export function dayInZone(timeZone: string | undefined, now: Date = new Date()): number {
  try {
    const name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now);
    return SHORT_NAMES.indexOf(name);
  } catch {
    return now.getDay();
  }
}

/** react-aria's name of a first day of the week. */
export const ARIA_DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
