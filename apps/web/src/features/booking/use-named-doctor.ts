import { useState } from 'react';

/**
 * With any doctor, the doctor the chosen time names (the server's pick for it): shown before booking, and sent
 * as the preferred doctor, booked while still free. Null with a chosen doctor or no time.
 */
export function useNamedDoctor(
  doctor: string | null,
  start: string | null,
  nameOf: (id: number | null) => string | null,
) {
  const [named, setNamed] = useState<number | null>(null);
  const id = doctor === null && start !== null ? named : null;
  return { id, name: id === null ? null : nameOf(id), setNamed };
}
