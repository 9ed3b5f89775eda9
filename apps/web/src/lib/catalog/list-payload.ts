/** The answer was not the list the site asked for: 'Invalid data received from server'. */
export class InvalidDataError extends Error {
  constructor() {
    super('Invalid data received from server');
    this.name = 'InvalidDataError';
  }
}

/** The `data` list of a list answer, or InvalidDataError when the server sent anything else. */
export function listOf<T>(payload: unknown): T[] {
  const data = (payload as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new InvalidDataError();
  return data as T[];
}

/** Legacy backends send some lists as JSON-encoded strings, newer ones as arrays. */
export function jsonList<T = unknown>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}
