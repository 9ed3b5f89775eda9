import type { TCreateCustomerMessageRequest } from '@clinic/contract/site/create-customer-message';
import { AppError } from '../../errors';
import { addressBucket } from '../../lib/client-address';
import { normalizePhone } from '../../lib/phone';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { MessagesRepository } from './messages.repository';

const HOUR_MS = 60 * 60 * 1000;
/** Contact messages one address may send an hour: a patient writes a few, a flood writes hundreds. */
export const MESSAGES_PER_ADDRESS_PER_HOUR = 5;
/** Contact messages one clinic takes an hour from everyone, so no flood fills its inbox or its database. */
export const MESSAGES_PER_CLINIC_PER_HOUR = 200;

export const CONTACT_MESSAGES = {
  sent: 'Thank you! Your message has been sent.',
} as const;

export function createMessagesService(deps: { repo: MessagesRepository; limiter: RateLimiter }) {
  return {
    /** A contact-form message: a real phone number, within the limits per address and per clinic. */
    async send(input: { tenantId: number; clientIp: string; message: TCreateCustomerMessageRequest }, now: Date) {
      if (!normalizePhone(input.message.phone)) throw new AppError('PHONE_INVALID');
      const limited = await deps.limiter.hit(
        [
          {
            key: `contact:ip:${addressBucket(input.clientIp)}`,
            limit: MESSAGES_PER_ADDRESS_PER_HOUR,
            windowMs: HOUR_MS,
          },
          { key: `contact:tenant:${input.tenantId}`, limit: MESSAGES_PER_CLINIC_PER_HOUR, windowMs: HOUR_MS },
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
