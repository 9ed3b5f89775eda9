/**
 * Clinic wall time (YYYY-MM-DD, HH:MM in an IANA zone) <-> absolute instants (epoch milliseconds).
 * Built on Intl only, so it is exact on daylight-saving days without a date library:
 * - a wall time inside a spring-forward gap does not exist (`instantOf` answers null);
 * - a wall time repeated by a fall-back change means its first occurrence.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall clock of an instant in a zone, as if that wall clock were UTC (ms). */
function wallMsOf(zone: string, instant: number): number {
  const parts = formatterOf(zone).formatToParts(new Date(instant));
  let y = 0,
    mo = 0,
    d = 0,
    h = 0,
    mi = 0,
    s = 0;
  for (const p of parts) {
    if (p.type === 'year') y = Number(p.value);
    else if (p.type === 'month') mo = Number(p.value);
    else if (p.type === 'day') d = Number(p.value);
    else if (p.type === 'hour') h = Number(p.value);
    else if (p.type === 'minute') mi = Number(p.value);
    else if (p.type === 'second') s = Number(p.value);
  }
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** UTC offset (ms) in effect at an instant. */
export function offsetAt(zone: string, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallMsOf(zone, whole) - whole;
}

export const QUARTER_HOUR = 15 * MINUTE;
const CACHE_LIMIT = 10_000;

/** `compute(key)`, remembered in `map` (emptied when it reaches CACHE_LIMIT entries). */
function remembered<V>(map: Map<string, V>, key: string, compute: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size >= CACHE_LIMIT) map.clear();
    value = compute();
    map.set(key, value);
  }
  return value;
}

const offsets = new Map<string, number>();

/**
 * offsetAt, remembered per quarter hour: offsets are whole quarter hours and changes happen on local
 * wall times like 02:00, so every change falls on a UTC quarter-hour boundary and the offset is
 * constant inside one. Intl formatting costs tens of microseconds; a request needs a handful.
 */
function cachedOffset(zone: string, instant: number): number {
  const bucket = Math.floor(instant / QUARTER_HOUR) * QUARTER_HOUR;
  return remembered(offsets, `${zone}|${bucket}`, () => offsetAt(zone, bucket));
}

/** Epoch ms of a wall date at 00:00 as if it were UTC. */
export function dateMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

// Times of day ("HH:MM" <-> minutes since midnight), shared with the site and the tests.
export { minutesOf, timeOf } from '@clinic/contract/core/wall-time';

/** Days from 1970-01-01 to a wall date. */
export function dayNumber(date: string): number {
  return Math.round(dateMs(date) / DAY);
}

/** Day of week of a wall date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(dateMs(date)).getUTCDay();
}

/** The wall date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(dateMs(date) + days * DAY).toISOString().slice(0, 10);
}

/** Wall date and time of an instant in a zone. */
export function wallOf(zone: string, instant: number): { date: string; time: string } {
  const iso = new Date(instant + cachedOffset(zone, instant)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * Converts wall minutes of one calendar day in one zone to instants. Built once per day: on a day
 * without an offset change (nearly all) every conversion is a subtraction, with two Intl calls in all.
 */
export class ZonedDay {
  readonly base: number;
  private readonly before: number;
  private readonly after: number;

  constructor(
    readonly zone: string,
    readonly date: string,
  ) {
    this.base = dateMs(date);
    // The offsets on either side of any change that can touch this day's wall times.
    this.before = cachedOffset(zone, this.base - 18 * HOUR);
    this.after = cachedOffset(zone, this.base + DAY + 18 * HOUR);
  }

  /** The instant of a wall time (minutes since midnight, may be 1440); null if it does not exist that day. */
  instantOf(minutes: number): number | null {
    const local = this.base + minutes * MINUTE;
    if (this.before === this.after) return local - this.before;
    // Around a change: each candidate offset is valid if the zone really uses it at the resulting instant.
    const early = local - Math.max(this.before, this.after);
    const late = local - Math.min(this.before, this.after);
    if (cachedOffset(this.zone, early) === local - early) return early;
    if (cachedOffset(this.zone, late) === local - late) return late;
    return null;
  }

  /**
   * The instant a range boundary means: a boundary inside a spring-forward gap moves to where the
   * clock resumes (so "02:00-04:00" across a gap at 02:00 means 03:00-04:00 of real time).
   */
  boundaryOf(minutes: number): number {
    const exact = this.instantOf(minutes);
    if (exact !== null) return exact;
    return this.base + minutes * MINUTE - this.before;
  }
}

const days = new Map<string, ZonedDay>();

/** The ZonedDay of a zone and date, shared (it never changes): requests ask for the same few days. */
export function zonedDay(zone: string, date: string): ZonedDay {
  return remembered(days, `${zone}|${date}`, () => new ZonedDay(zone, date));
}
