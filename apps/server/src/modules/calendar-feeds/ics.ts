/** One calendar entry of a feed. */
export type FeedEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
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
 * the clinic's wall times). The generator and the zone data load with the first feed asked for.
 */
export async function icsOf(calendar: { name: string; timeZone: string; events: FeedEvent[] }): Promise<string> {
  const [{ default: ical }, { getVtimezoneComponent }, { DateTime }] = await Promise.all([
    import('ical-generator'),
    import('@touch4it/ical-timezones'),
    import('luxon'),
  ]);
  // With a zone set, the generator writes each time as given: a time in the clinic's zone, never a bare Date.
  const inZone = (instant: Date) => DateTime.fromJSDate(instant, { zone: calendar.timeZone });
  const document = ical({
    name: calendar.name,
    prodId: { company: 'clinic-booking', product: 'doctor-feed' },
    timezone: { name: calendar.timeZone, generator: getVtimezoneComponent },
    ttl: 15 * 60,
  });
  for (const event of calendar.events) {
    document.createEvent({
      id: event.uid,
      start: inZone(event.start),
      end: inZone(event.end),
      timezone: calendar.timeZone,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: event.url,
    });
  }
  return document.toString();
}
