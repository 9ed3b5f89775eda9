import ICAL from 'ical.js';
import nodeIcal, { type CalendarComponent, type VEvent } from 'node-ical';

const CRLF = Buffer.from('\r\n');
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What breaks RFC 5545's framing in an iCalendar text (its octets as sent, or a string), one entry per fault: a
 * line over 75 octets, a line cut inside a UTF-8 character (or a surrogate pair), a bare CR or LF, text after the
 * last CRLF. Empty when the text is framed right.
 */
export function framingFaults(body: string | Buffer): string[] {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const faults: string[] = [];
  let from = 0;
  for (let at = bytes.indexOf(CRLF); at >= 0; at = bytes.indexOf(CRLF, from)) {
    const line = bytes.subarray(from, at);
    let text = '';
    try {
      text = utf8.decode(line);
    } catch {
      faults.push(`line cut inside a character: ${line.toString('hex')}`);
    }
    // A lone half of a surrogate pair reaches the octets as U+FFFD.
    if (text.includes('\uFFFD')) faults.push(`line cut inside a character: ${text}`);
    if (line.length > 75) faults.push(`${line.length} octets: ${text}`);
    if (/[\r\n]/.test(text)) faults.push(`bare CR or LF: ${JSON.stringify(text)}`);
    from = at + CRLF.length;
  }
  if (from < bytes.length) faults.push(`no CRLF after the last line: ${bytes.subarray(from).toString()}`);
  return faults;
}

/** What a calendar app reads of each event. */
export type ReadEvent = { uid: string; summary: string; sequence: number; dtstamp: string; start: string };

/** The events as node-ical and as ical.js read them, in the text's order; the two must agree. */
export function readByBoth(body: string): { nodeIcal: ReadEvent[]; icalJs: ReadEvent[] } {
  const byNodeIcal = Object.values(nodeIcal.sync.parseICS(body))
    .filter((component): component is VEvent => (component as CalendarComponent | undefined)?.type === 'VEVENT')
    .map((event) => ({
      uid: event.uid,
      summary: String(event.summary),
      sequence: Number(event.sequence),
      dtstamp: event.dtstamp.toISOString(),
      start: event.start.toISOString(),
    }));
  const calendar = new ICAL.Component(ICAL.parse(body));
  const byIcalJs = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const stamp = component.getFirstPropertyValue('dtstamp') as ICAL.Time;
    return {
      uid: event.uid,
      summary: event.summary,
      sequence: event.sequence,
      dtstamp: stamp.toJSDate().toISOString(),
      start: event.startDate.toJSDate().toISOString(),
    };
  });
  return { nodeIcal: byNodeIcal, icalJs: byIcalJs };
}
