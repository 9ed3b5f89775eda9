// The grid kit's own copies of agenda-dates' two wall-time helpers: importing that module from the kit's lazy chunk
// would split it out of the agenda's chunk into a file of its own, which the agenda's JavaScript budget cannot spare.

/** Minutes since midnight of "HH:MM". */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
