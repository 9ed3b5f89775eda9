import type { Database, Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { AppointmentsService } from '../appointments/appointments.service';
import { startSweeper } from '../../lib/sweeper';
import type { AppModule } from '../../http/app-module';
import type { ClinicsService } from '../tenants/clinics.service';
import { messagingRoutes } from './messaging.routes';
import { whatsappWebhookRoutes } from './webhook.routes';
import { type ReceiptPath, createDelivery } from './delivery';
import type { MessagingConfig } from '../../settings/messaging.config';
import { createDeliveryRepository } from './delivery.repository';
import { createJobQueue } from './job-queue';
import { createMessageErasure } from './message-erasure.service';
import { createMessagingStaff } from './messaging-staff.service';
import { createFailedMessagesRepository } from './failed-messages.repository';
import { type OutboundRepository, createOutboundRepository } from './outbound.repository';
import { createReplies } from './replies';
import { createVisitMessages } from './visit-messages';
import type { WhatsAppProvider } from '../../lib/whatsapp/whatsapp-provider';

/**
 * WhatsApp messages to patients (decision 009): confirmations of every visit change, reminders, and answers to
 * their replies, each a row of outbound_messages delivered through the job queue. app.ts wires it in two steps:
 * the appointments module needs its notices, and its replies need the appointments service.
 */
export function createMessagingModule(deps: {
  config: MessagingConfig;
  database: Database;
  provider: WhatsAppProvider;
  now: () => Date;
  log: Logger;
  /** The site's origin for links in messages. */
  siteOrigin: () => string;
  /** The receipt a booked visit's message links (the documents module, made later: called only when sending). */
  receiptPath?: ReceiptPath;
}) {
  const { config, database, now, log } = deps;
  const repo = createOutboundRepository(database.db);
  const queue = createJobQueue(database, config, log);
  const visits = createVisitMessages({
    db: database.db,
    repo,
    queue,
    reminderMinutes: config.reminderMinutes,
    now,
  });
  const delivery = createDelivery({
    ...deps,
    repo: createDeliveryRepository(database.db),
    templates: config.templates,
    holdSeconds: config.holdSeconds,
    statusWaitSeconds: config.statusWaitSeconds,
  });
  let stopSweeper = () => {};
  const failedMessages = createFailedMessagesRepository(database.db);
  const staff = createMessagingStaff({ repo: failedMessages });
  const replies = (more: ReplyDeps) =>
    createReplies({ db: database.db, repo, failed: failedMessages, queue, now, log, ...more });

  const messaging = {
    follower: visits.follower,
    planReminders: visits.planReminders,
    delivery,
    staff,
    /** An erased patient's messages scrubbed in the erasure's transaction (the data-rights module asks). */
    erasure: createMessageErasure({ repo }),

    /** Queues a waitlist offer (its text written by the waitlist module) in the caller's transaction. */
    async queueOffer(tx: Db, m: Parameters<OutboundRepository['queueOffer']>[1]) {
      await queue.enqueue(tx, await repo.queueOffer(tx, m));
    },

    replies,

    /** Starts the queue (installing pg-boss's schema if needed), this process's worker and reminder planning. */
    async start() {
      await queue.start();
      if (config.worker) await queue.work(delivery.deliverMany);
      stopSweeper = startSweeper({
        sweep: () => visits.planReminders(),
        everySeconds: config.reminderSweepSeconds,
        log,
        done: 'planned WhatsApp reminders',
      });
    },

    async stop() {
      stopSweeper();
      await queue.stop();
    },

    /**
     * Its routes (the staff's failed messages, WhatsApp's webhook) and its background work, given what a patient's
     * reply acts on (made after this module, which the appointments module tells of every change).
     */
    module: (more: ReplyDeps): AppModule => ({
      register: async (app, guards) => {
        await app.register(messagingRoutes({ staff, hooks: guards.staff }));
        const { appSecret, verifyToken } = config;
        await app.register(whatsappWebhookRoutes({ replies: replies(more), appSecret, verifyToken }));
        await messaging.start();
        app.addHook('onClose', async () => messaging.stop());
      },
    }),
  };
  return messaging;
}

/** What a patient's WhatsApp reply acts on. */
type ReplyDeps = {
  appointments: Pick<AppointmentsService, 'confirm' | 'cancel'>;
  tenants: Pick<ClinicsService, 'findById'>;
};
