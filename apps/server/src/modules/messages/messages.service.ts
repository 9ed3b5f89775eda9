import type { TCreateCustomerMessageRequest } from '@clinic/contract/site/create-customer-message';
import { AppError } from '../../errors';
import { addressBucket, networkBucket } from '../../lib/client-address';
import { normalizePhone } from '../../lib/phone';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { MessagesRepository } from './messages.repository';

const HOUR_MS = 60 * 60 * 1000;
/*
 * Contact-form limits, each an hour. A patient writes one or two messages; an abuser must not spend what everyone
 * shares. So the tight limits are on what one sender has: an address (an IPv6 client by its /64), its network (an
 * IPv4 /24 or IPv6 /48, so a few dozen addresses of one provider or cloud count as one sender) and the phone the
 * message gives. The clinic-wide cap only guards the inbox and the database: it sits far above what one network
 * (20) or ~40 addresses (200) can send, so locking real patients out takes hundreds of networks.
 */
/** Messages one address (an IPv6 /64) may send an hour. */
export const MESSAGES_PER_ADDRESS_PER_HOUR = 5;
/** Messages one network (IPv4 /24, IPv6 /48) may send an hour. */
export const MESSAGES_PER_NETWORK_PER_HOUR = 20;
/** Messages giving one phone number an hour, from anywhere. */
export const MESSAGES_PER_PHONE_PER_HOUR = 3;
/** Messages one clinic takes an hour from everyone together. */
export const MESSAGES_PER_CLINIC_PER_HOUR = 2000;

export const CONTACT_MESSAGES = {
  sent: 'Thank you! Your message has been sent.',
} as const;

export function createMessagesService(deps: { repo: MessagesRepository; limiter: RateLimiter }) {
  return {
    /** A contact-form message: a real phone number, within the limits per address and per clinic. */
    async send(input: { tenantId: number; clientIp: string; message: TCreateCustomerMessageRequest }, now: Date) {
      const phone = normalizePhone(input.message.phone);
      if (!phone) throw new AppError('PHONE_INVALID');
      const rule = (key: string, limit: number) => ({ key: `contact:${key}`, limit, windowMs: HOUR_MS });
      // A refused message counts nowhere (rate-limiter.ts), so a flooding sender spends only its own limits.
      const limited = await deps.limiter.hit(
        [
          rule(`ip:${addressBucket(input.clientIp)}`, MESSAGES_PER_ADDRESS_PER_HOUR),
          rule(`net:${networkBucket(input.clientIp)}`, MESSAGES_PER_NETWORK_PER_HOUR),
          rule(`phone:${input.tenantId}:${phone.e164}`, MESSAGES_PER_PHONE_PER_HOUR),
          rule(`tenant:${input.tenantId}`, MESSAGES_PER_CLINIC_PER_HOUR),
        ],
        now,
      );
      if (!limited.allowed) {
        const minutes = Math.max(1, Math.ceil(limited.retryAfterSeconds / 60));
        throw new AppError('CONTACT_LIMIT', { params: { minutes } });
      }
      await deps.repo.insert({ tenantId: input.tenantId, ...input.message });
      return { success: 1 as const, message: CONTACT_MESSAGES.sent };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
