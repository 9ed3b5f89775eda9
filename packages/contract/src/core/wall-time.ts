// Times of day as the wire writes them ("HH:MM", 00:00 to 24:00), counted without dates or time zones. One copy
// for the server, the site and the tests; it imports nothing, so any bundle may take it.

/** Minutes since midnight of "HH:MM" (also "H:M" or "HH:MM:SS"; "24:00" is 1440). */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** "HH:MM" of minutes since midnight. */
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "HH:MM" some minutes after a time of day, never past the day's end (24:00). */
export const plusMinutes = (time: string, minutes: number) => timeOf(Math.min(minutesOf(time) + minutes, 24 * 60));
