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
 * A number is a phone only when it stands alone: digits inside a longer or decimal number (a response time
 * of 292.08972599999106 ms) are not one.
 */
const PERSONAL = [/(?<![\d.])\+?9725\d{8}(?!\d|\.\d)/, /(?<![\d.])05\d{8}(?!\d|\.\d)/, /[\w.+-]+@example\.com/];

/** What a server log holds that it must not: the test patients' phones, names or emails (redacted fields aside). */
export function personalDetailsIn(log: string): string[] {
  return log
    .split('\n')
    .filter((line) => TEST_PEOPLE.some((name) => line.includes(name)) || PERSONAL.some((pattern) => pattern.test(line)))
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
