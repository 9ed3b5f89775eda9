import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A browser stays known to an account for a year after its last successful login there. */
export const KNOWN_DEVICE_DAYS = 365;
/** Accounts one browser is remembered for (a desk computer several people use); the oldest login drops out. */
const MAX_ACCOUNTS = 10;
/** Bytes of the HMAC kept in a token: 128 bits, 22 base64url characters. */
const SIGNATURE_BYTES = 16;
/** `<clinic>.<account>.<device>.<expires, Unix seconds>.<signature>` */
const TOKEN = /^(\d{1,12})\.(\d{1,12})\.([\w-]{22})\.(\d{1,12})\.([\w-]{22})$/;

type Account = { tenantId: number; staffId: number };
type DeviceToken = Account & { deviceId: string; expiresAt: number; token: string };

/**
 * Signed tokens that say "this browser has logged in to this account before": a browser that shows one is spared
 * the account's own slowdown after wrong passwords (others' guesses), and slowed only by its device's own. They
 * open nothing: the password is weighed as always. The server keeps no list; the signature makes them unforgeable.
 */
export function createKnownDevices(secret: string) {
  // A key of its own, so a token never signs or reveals anything of the secret's other uses.
  const key = createHmac('sha256', secret).update('staff known devices v1').digest();
  const signatureOf = (payload: string) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, SIGNATURE_BYTES);

  function read(token: string, nowSeconds: number): DeviceToken | undefined {
    const match = TOKEN.exec(token);
    if (!match) return undefined;
    const given = Buffer.from(match[5]!, 'base64url');
    const expected = signatureOf(match.slice(1, 5).join('.'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const expiresAt = Number(match[4]);
    if (expiresAt <= nowSeconds) return undefined;
    return { tenantId: Number(match[1]), staffId: Number(match[2]), deviceId: match[3]!, expiresAt, token };
  }
  const seconds = (now: Date) => Math.floor(now.getTime() / 1000);
  const isOf = (device: DeviceToken, account: Account) =>
    device.tenantId === account.tenantId && device.staffId === account.staffId;

  return {
    /** The id of this browser as a known device of the account, when one of its tokens says so. */
    deviceOf(tokens: string[], account: Account, now: Date): string | undefined {
      const valid = tokens.map((token) => read(token, seconds(now)));
      return valid.find((device) => device && isOf(device, account))?.deviceId;
    },

    /**
     * The browser's tokens after a successful login of the account: the account's renewed for a year (a new device
     * id the first time), first; the other accounts' valid ones after it.
     */
    remember(tokens: string[], account: Account, now: Date): string[] {
      const valid = tokens.flatMap((token) => read(token, seconds(now)) ?? []);
      const deviceId = valid.find((device) => isOf(device, account))?.deviceId ?? randomBytes(16).toString('base64url');
      const payload = [account.tenantId, account.staffId, deviceId, seconds(now) + KNOWN_DEVICE_DAYS * 86_400].join(
        '.',
      );
      const own = `${payload}.${signatureOf(payload).toString('base64url')}`;
      const others = valid.filter((device) => !isOf(device, account)).map((device) => device.token);
      return [own, ...others].slice(0, MAX_ACCOUNTS);
    },
  };
}
export type KnownDevices = ReturnType<typeof createKnownDevices>;
