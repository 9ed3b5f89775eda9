import { existsSync, readFileSync } from 'node:fs';

/** The names the browser tests register and write with; a log line holding one holds a patient's details. */
const TEST_PEOPLE = [
  'Test Patient',
  'Known Patient',
  'Axe Patient',
  'Booking Patient',
  'Dana Levi',
  'New Patient',
  'Noa Levi',
];
/**
 * Israeli mobile numbers as the tests make them, with or without the plus, and their email addresses.
 * A number is a phone only when it stands alone: digits inside a word, a longer or a decimal number
 * (a response time of 292.08972599999106 ms, an id ending e0502869143a) are not one.
 */
const PERSONAL = [/(?<![\w.])\+?9725\d{8}(?!\w|\.\d)/, /(?<![\w.])05\d{8}(?!\w|\.\d)/, /[\w.+-]+@example\.com/];
/** Request ids and other UUIDs: random hex, which now and then spells a phone. */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** What a server log holds that it must not: the test patients' phones, names or emails (redacted fields aside). */
export function personalDetailsIn(log: string): string[] {
  return log
    .split('\n')
    .filter((line) => {
      const text = line.replace(UUID, '');
      return TEST_PEOPLE.some((name) => text.includes(name)) || PERSONAL.some((pattern) => pattern.test(text));
    })
    .map((line) => line.slice(0, 300));
}

export function checkServerLog(file: string) {
  if (!existsSync(file)) throw new Error(`no server log at ${file}`);
  const log = readFileSync(file, 'utf8');
  // The log must have recorded the run (requests at info level), or finding nothing proves nothing.
  if (!log.includes('request completed')) throw new Error(`the server log ${file} recorded no requests`);
  const leaks = personalDetailsIn(log);
  if (leaks.length > 0) {
    throw new Error(
      `The server log holds patients' personal details (${leaks.length} lines):\n${leaks.slice(0, 10).join('\n')}`,
    );
  }
}
