import { describe, expect, it } from 'vitest';
import { framingFaults, readByBoth } from '../../../test/helpers/ics-checks';
import { type FeedEvent, icsOf } from './ics';

const STAMP = new Date('2026-12-07T07:00:00Z');
// Long enough that folding must cut it, in letters of two octets each, and one of four (a surrogate pair).
const HEBREW = 'ניקוי שיניים מקצועי והסרת אבנית עם הדרכה להיגיינת הפה 🦷 · רות ש.';

const event = (over: Partial<FeedEvent>): FeedEvent => ({
  uid: 'visit-1-7@clinic',
  start: new Date('2026-12-08T08:00:00Z'),
  end: new Date('2026-12-08T08:30:00Z'),
  summary: 'Cleaning · Ruth S.',
  location: 'Main branch, 1 Herzl St, Tel Aviv',
  description: 'https://clinic.example/clinic/staff?date=2026-12-08&branch=38&view=day',
  url: 'https://clinic.example/clinic/staff?date=2026-12-08&branch=38&view=day',
  sequence: 0,
  ...over,
});

const feed = (events: FeedEvent[]) =>
  icsOf({ name: 'ד״ר דנה לוי · מרפאה', timeZone: 'Asia/Jerusalem', stamp: STAMP, events });

describe('a feed by RFC 5545', () => {
  it('stamps every event in UTC, whatever zone the clinic or the server is in', async () => {
    const body = await feed([event({}), event({ uid: 'visit-1-8@clinic' })]);
    expect(body.match(/DTSTAMP:[^\r\n]*\r\n/g)).toEqual([
      'DTSTAMP:20261207T070000Z\r\n',
      'DTSTAMP:20261207T070000Z\r\n',
    ]);
    const read = readByBoth(body);
    expect(read.nodeIcal.map((e) => e.dtstamp)).toEqual([STAMP.toISOString(), STAMP.toISOString()]);
    expect(read.icalJs.map((e) => e.dtstamp)).toEqual([STAMP.toISOString(), STAMP.toISOString()]);
    // The visit's own times stay in the clinic's zone: 10:00 in Jerusalem.
    expect(body).toContain('DTSTART;TZID=Asia/Jerusalem:20261208T100000\r\n');
    expect(read.nodeIcal[0]!.start).toBe('2026-12-08T08:00:00.000Z');
    expect(read.icalJs[0]!.start).toBe('2026-12-08T08:00:00.000Z');
  });

  it('ends every line with CRLF, the last too, and folds at 75 octets without cutting a character', async () => {
    const body = await feed([event({ summary: HEBREW, location: 'סניף ראשי, הרצל 1, תל אביב' })]);
    expect(framingFaults(body)).toEqual([]);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body).toMatch(/^SUMMARY:.*\r\n [^\r\n]/m);
    const read = readByBoth(body);
    expect(read.nodeIcal[0]!.summary).toBe(HEBREW);
    expect(read.icalJs[0]!.summary).toBe(HEBREW);
  });

  it("writes each event's sequence", async () => {
    const body = await feed([event({ sequence: 0 }), event({ uid: 'visit-1-8@clinic', sequence: 3 })]);
    expect(readByBoth(body).nodeIcal.map((e) => e.sequence)).toEqual([0, 3]);
    expect(readByBoth(body).icalJs.map((e) => e.sequence)).toEqual([0, 3]);
  });
});

describe('the framing check', () => {
  it('finds a long line, a missing last CRLF and a line cut inside a character', () => {
    expect(framingFaults('A\r\nB\r\n')).toEqual([]);
    expect(framingFaults(`SUMMARY:${'x'.repeat(70)}\r\n`)).toHaveLength(1);
    expect(framingFaults('A\r\nB')).toHaveLength(1);
    // "ש" is D7 A9: a fold between its two octets leaves neither line valid UTF-8.
    expect(framingFaults(Buffer.from('SUMMARY:\xd7\r\n \xa9\r\n', 'latin1'))).toHaveLength(2);
    // "🦷" is a surrogate pair in a string: a fold between its halves.
    expect(framingFaults('SUMMARY:\ud83e\r\n \uddb7\r\n')).toHaveLength(2);
  });
});
