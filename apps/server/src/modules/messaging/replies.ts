import type { TErrorCode, TErrorParams } from '@clinic/contract/core/error-codes';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Logger } from '../../lib/logger';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { ClinicsService } from '../tenants/clinics.service';
import type { DeliveryStatus, InboundMessage } from './inbound';
import type { JobQueue } from './job-queue';
import { type Lang, type ReplyResult, intentOf, replyText, wallWords } from './message-texts';
import type { FailedMessagesRepository } from './failed-messages.repository';
import { deliveryFailureText } from './failure-reason';
import type { OutboundRepository } from './outbound.repository';
import { referencedMessage } from '../../lib/whatsapp/whatsapp-provider';

/**
 * A patient's answers on WhatsApp: confirm or cancel the visit their newest confirmation or reminder was about
 * (a button reply: the one its message was about), under the clinic's rules, and answer with the result. A
 * message from a number we never wrote to changes nothing and gets no answer.
 */
export function createReplies(deps: {
  db: Db;
  repo: OutboundRepository;
  failed: Pick<FailedMessagesRepository, 'failedAtProvider'>;
  queue: Pick<JobQueue, 'enqueue'>;
  appointments: Pick<AppointmentsService, 'confirm' | 'cancel'>;
  tenants: Pick<ClinicsService, 'findById'>;
  now: () => Date;
  log: Logger;
}) {
  const { repo, now } = deps;

  async function act(
    intent: 'confirm' | 'cancel',
    visit: { tenantId: number; customerId: number; appointmentId: number },
  ) {
    try {
      if (intent === 'confirm') {
        await deps.appointments.confirm(visit.tenantId, visit.customerId, visit.appointmentId);
        return 'confirmed' as const;
      }
      const tenant = await deps.tenants.findById(visit.tenantId);
      if (!tenant) return { refused: 'TENANT_NOT_FOUND' as TErrorCode };
      await deps.appointments.cancel(tenant, visit.customerId, visit.appointmentId);
      return 'cancelled' as const;
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) {
        return { refused: error.code, params: error.params as TErrorParams | undefined };
      }
      throw error;
    }
  }

  return {
    /** One inbound message; the same message id a second time does nothing. Answers what was done. */
    async receive(message: InboundMessage): Promise<ReplyResult | 'refused' | 'ignored'> {
      const about = await repo.aboutVisit(`+${message.from}`, message.payload ? message.contextId : undefined);
      if (!(await repo.firstReceipt(deps.db, message.id, about?.tenantId ?? null, now()))) return 'ignored';
      if (!about || about.appointmentId === null) return 'ignored';
      const intent = intentOf(message.payload?.split(':')[0] ?? '') ?? intentOf(message.text);
      const visit = { tenantId: about.tenantId, customerId: about.customerId, appointmentId: about.appointmentId };
      const result = intent ? await act(intent, visit) : ('not_understood' as const);
      const lang = about.lang as Lang;
      const tenant = await deps.tenants.findById(about.tenantId);
      const when = about.startsAt && tenant ? wallWords(about.startsAt, tenant.timeZone, lang) : undefined;
      const body = replyText(result, lang, when);
      await deps.db.transaction(async (tx) => {
        const made = await repo.queueReply(tx, {
          tenantId: about.tenantId,
          customerId: about.customerId,
          appointmentId: about.appointmentId,
          phone: about.phone,
          lang,
          topic: typeof result === 'object' ? `refused:${result.refused}` : result,
          body,
          now: now(),
        });
        await deps.queue.enqueue(tx, made);
      });
      return typeof result === 'object' ? 'refused' : result;
    },

    /**
     * A delivery status of one of our messages: once the provider has it (sent, delivered or read), the message is
     * sent, whatever became of the attempt that handed it over; a `failed` one never reached the patient, and is
     * listed to the clinic's desk with WhatsApp's reason. Answers whether that settled a message.
     */
    async status(status: DeliveryStatus): Promise<boolean> {
      if (status.status === 'failed') {
        return deps.failed.failedAtProvider({
          providerMessageId: status.id,
          phone: `+${status.recipient}`,
          error: deliveryFailureText(status.error?.code, status.error?.title),
        });
      }
      const ours = referencedMessage(status.reference);
      if (!ours || !['sent', 'delivered', 'read'].includes(status.status)) return false;
      return repo.acceptedByProvider({
        tenantId: ours.tenantId,
        id: ours.messageId,
        phone: `+${status.recipient}`,
        providerMessageId: status.id,
        at: now(),
      });
    },
  };
}
export type Replies = ReturnType<typeof createReplies>;
