/**
 * A visit's check-in code as the patient's visit card carries it: `CI1-<clinic>-<visit>-<signature>`, the
 * signature the server's (HMAC). The QR's text holds it among the visit's details.
 */
export const CHECK_IN_CODE_PATTERN = /CI1-\d{1,12}-\d{1,12}-[A-Za-z0-9_-]{22}/;

/** The check-in code inside a scanned or typed QR text, or the text itself when it holds none. */
export function checkInCodeOf(text: string): string {
  return CHECK_IN_CODE_PATTERN.exec(text)?.[0] ?? text.trim();
}
