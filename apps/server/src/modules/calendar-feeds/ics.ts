/** One calendar entry of a feed. */
export type FeedEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  /** RFC 5545 SEQUENCE: 0 for the visit as first booked, one more for each change since. */
  sequence: number;
};

/**
 * A patient as a doctor's phone calendar shows them: the first name and the initial of the last ("Dana L."),
 * never the whole name, phone or notes.
 */
export function shortName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!;
  return `${words[0]} ${Array.from(words[words.length - 1]!)[0]}.`;
}

/**
 * An iCalendar document of the events, in the clinic's time zone (with its VTIMEZONE, so any calendar app shows
 * the clinic's wall times), by RFC 5545: DTSTAMP in UTC, lines folded at 75 octets, CRLF after every line.
 * The generator and the zone data load with the first feed asked for.
 */
export async function icsOf(calendar: {
  name: string;
  timeZone: string;
  /** When the feed is made: every event's DTSTAMP. */
  stamp: Date;
  events: FeedEvent[];
}): Promise<string> {
  const [{ default: ical }, { getVtimezoneComponent }, { DateTime }] = await Promise.all([
    import('ical-generator'),
    import('@touch4it/ical-timezones'),
    import('luxon'),
  ]);
  // Each event carries the zone (TZID, and its VTIMEZONE from the generator); the calendar names none, because
  // the generator writes DTSTAMP in the calendar's zone, and RFC 5545 wants it in UTC.
  const inZone = (instant: Date) => DateTime.fromJSDate(instant, { zone: calendar.timeZone });
  const document = ical({
    name: calendar.name,
    prodId: { company: 'clinic-booking', product: 'doctor-feed' },
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 15 * 60,
  });
  for (const event of calendar.events) {
    document.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: calendar.stamp,
      start: inZone(event.start),
      end: inZone(event.end),
      timezone: calendar.timeZone,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: event.url,
    });
  }
  // The generator folds at 75 octets (never inside a character) but leaves the last line without its CRLF.
  return `${document.toString()}\r\n`;
}
