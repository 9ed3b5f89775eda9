import type { TFailureReason } from '@clinic/contract/messaging/staff-whatsapp';

/** What WhatsApp's own error codes (a failed delivery status, or an error answer) mean to the front desk. */
const BY_CODE: Record<number, TFailureReason> = {
  131026: 'not_on_whatsapp',
  131050: 'patient_blocked',
  130429: 'too_many',
  131048: 'too_many',
  131049: 'too_many',
  131056: 'too_many',
  1: 'whatsapp_down',
  2: 'whatsapp_down',
  131000: 'whatsapp_down',
  131016: 'whatsapp_down',
};

/** Templates are 132xxx; these are the account's token, payment, certificate, lock, policy or 24-hour window. */
const SETUP_CODES = new Set([190, 368, 131031, 131042, 131045, 131047, 131051]);

/** The text a failed delivery status is stored as: WhatsApp's code and title, never the phone. */
export const deliveryFailureText = (code: number | undefined, title: string | undefined) =>
  `WhatsApp could not deliver it: ${code ?? 'no code'} ${title ?? ''}`.trim();

/**
 * Why a message failed, in words staff can act on, read from the stored error: a code WhatsApp gave (its delivery
 * status), else the HTTP status of the Cloud API's answer, else whether it could be reached at all.
 */
export function failureReason(lastError: string | null): TFailureReason {
  if (!lastError) return 'unknown';
  const code = /deliver it: (\d+)/.exec(lastError)?.[1];
  if (code !== undefined) {
    const n = Number(code);
    if (BY_CODE[n]) return BY_CODE[n];
    return n >= 132000 && n < 133000 ? 'account_setup' : SETUP_CODES.has(n) ? 'account_setup' : 'unknown';
  }
  const status = Number(/answered (\d{3})/.exec(lastError)?.[1] ?? 0);
  if (status === 401 || status === 403) return 'account_setup';
  if (status === 429) return 'too_many';
  if (status >= 500) return 'whatsapp_down';
  if (/unreachable/.test(lastError)) return 'whatsapp_down';
  return 'unknown';
}
