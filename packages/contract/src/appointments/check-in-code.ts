/**
 * A visit's check-in code as the patient's visit card carries it: `CI1-<clinic>-<visit>-<signature>`, the
 * signature the server's (HMAC). The QR's text holds it among the visit's details.
 */
export const CHECK_IN_CODE_PATTERN = /CI1-\d{1,12}-\d{1,12}-[A-Za-z0-9_-]{22}/;

/** The check-in code inside a scanned or typed QR text, or the text itself when it holds none. */
export function checkInCodeOf(text: string): string {
  return CHECK_IN_CODE_PATTERN.exec(text)?.[0] ?? text.trim();
}

/** The letters a short check-in code is written in: no 0/O, 1/I/L or U/V look-alikes, said the same in any language. */
export const SHORT_CODE_ALPHABET = 'ACDEFGHJKMNPQRTWXY23456789';
const SHORT_CODE_LENGTH = 6;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** A signed code's signature, its last part. */
const SIGNED_PARTS = /CI1-\d{1,12}-\d{1,12}-([A-Za-z0-9_-]{22})/;

/**
 * The short code read out or typed when a screen will not scan: six letters of SHORT_CODE_ALPHABET drawn from the
 * signed code's signature (so it is as unguessable per visit as the QR, though shorter), written "K7M-4PX". Null
 * when the text holds no signed code.
 */
export function shortCheckInCode(code: string): string | null {
  // The signature itself may hold '-' (base64url): it is everything after the visit's id.
  const signature = SIGNED_PARTS.exec(code)?.[1];
  if (!signature) return null;
  const letters = [...signature.slice(0, SHORT_CODE_LENGTH * 2)]
    .reduce<number[]>((pairs, char, index) => {
      const value = BASE64URL.indexOf(char);
      if (index % 2 === 0) pairs.push(value * 64);
      else pairs[pairs.length - 1]! += value;
      return pairs;
    }, [])
    .map((value) => SHORT_CODE_ALPHABET[value % SHORT_CODE_ALPHABET.length]);
  return `${letters.slice(0, 3).join('')}-${letters.slice(3).join('')}`;
}

/** A short code as typed ("k7m 4px", "K7M-4PX") in its written form, or null when it is not one. */
export function typedShortCode(text: string): string | null {
  const letters = text.toUpperCase().replace(/[\s-]/g, '');
  if (letters.length !== SHORT_CODE_LENGTH || [...letters].some((c) => !SHORT_CODE_ALPHABET.includes(c))) return null;
  return `${letters.slice(0, 3)}-${letters.slice(3)}`;
}
