import { pick } from '../../lib/localize';
import type { Logger } from '../../lib/logger';
import type { Attempt, SendJob } from './job-queue';
import { type Lang, type VisitTopic, type VisitWords, templateParams, visitText, wallWords } from './message-texts';
import type { DeliveryRepository, Outcome } from './delivery.repository';
import type { DeliveryRow } from './outbound.repository';
import type { Templates } from '../../settings/messaging.config';
import { type PatientMessage, type WhatsAppProvider, messageReference } from '../../lib/whatsapp/whatsapp-provider';

/** The approved template each topic is sent as (a held time's template carries its deadline last). */
const templateOf: Record<VisitTopic | 'reminder', keyof Templates> = {
  held: 'held',
  booked: 'confirmation',
  moved: 'confirmation',
  reminder: 'reminder',
  cancelled: 'cancellation',
  released: 'released',
};

/** The words of a visit message, in its language, at the start it was made for. */
export function visitWords(m: DeliveryRow, link: string): VisitWords {
  const lang = m.lang as Lang;
  const { date, time } = wallWords(m.startsAt ?? m.createdAt, m.timeZone, lang);
  const heldUntil = m.visitHeldUntil ? wallWords(m.visitHeldUntil, m.timeZone, lang).time : null;
  return {
    heldUntil,
    clinic: pick(m.clinicName, lang) ?? '',
    branch: pick(m.branchName, lang) ?? '',
    address: pick(m.branchAddress, lang),
    treatment: pick(m.treatmentName, lang) ?? '',
    doctor: pick(m.doctorName, lang),
    forName: m.familyMemberName,
    date,
    time,
    link,
  };
}

/** The signed path (and query) of the receipt of a visit's online payment, if one was issued. */
export type ReceiptPath = (tenantId: number, appointmentId: number) => Promise<string | undefined>;

/** Delivers one queued message (a job of the send queue): once, and only while it is still true. */
export function createDelivery(deps: {
  repo: DeliveryRepository;
  provider: WhatsAppProvider;
  templates: Templates;
  /** The site's origin for links (PUBLIC_URL, else the origin requests came to). */
  siteOrigin: () => string;
  /** How long one attempt holds its message: shorter than the queue's job expiry, longer than a provider call. */
  holdSeconds: number;
  /** How long after its hold a message whose attempt never finished waits for the provider's status. */
  statusWaitSeconds: number;
  now: () => Date;
  log: Logger;
  /** The signed path of the receipt of a visit's online payment (the documents module); none: none issued. */
  receiptPath?: ReceiptPath | undefined;
}) {
  const { repo, provider, now, log } = deps;

  function compose(m: DeliveryRow, receipt: string | undefined): PatientMessage {
    const base = {
      to: m.phone.replace(/^\+/, ''),
      lang: m.lang as Lang,
      appointmentId: m.appointmentId,
      reference: messageReference(m.tenantId, m.id),
    };
    if (m.kind === 'reply') return { ...base, kind: 'reply', text: m.body ?? '' };
    if (m.kind === 'waitlist_offer') return { ...base, kind: 'waitlist_offer', text: m.body ?? '' };
    const words = { ...visitWords(m, `${deps.siteOrigin()}/${m.tenantKey}/my_appointments`), receipt };
    const topic = m.kind === 'reminder' ? 'reminder' : (m.topic as VisitTopic);
    const template = deps.templates[templateOf[topic]];
    return {
      ...base,
      kind: m.kind === 'reminder' ? 'reminder' : 'confirmation',
      text: visitText(topic, words, base.lang),
      template: {
        name: template,
        params: topic === 'held' ? [...templateParams(words), words.heldUntil ?? ''] : templateParams(words),
        buttons: topic === 'booked' || topic === 'moved' || topic === 'reminder',
      },
    };
  }

  /**
   * Why a message is no longer worth sending: a reminder of a visit cancelled, moved or already begun; a hold's
   * notice once the hold is paid or ended (its next message says so).
   */
  function staleReason(m: DeliveryRow, at: Date): string | undefined {
    if (m.kind === 'confirmation' && m.topic === 'held' && m.visitHeldUntil === null) return 'visit no longer held';
    if (m.kind !== 'reminder') return undefined;
    if (m.visitStatus !== 'active') return 'visit no longer active';
    if (m.visitStartsAt?.getTime() !== m.startsAt?.getTime()) return 'visit moved';
    if (m.visitStartsAt!.getTime() <= at.getTime()) return 'visit started';
    return undefined;
  }

  /** One claimed message's attempt: skipped when no longer true, else sent; how it ended. */
  async function attemptOne(m: DeliveryRow, attempt: Attempt): Promise<{ outcome: Outcome; error?: Error }> {
    const at = now();
    const stale = staleReason(m, at);
    if (stale) return { outcome: { status: 'skipped', reason: stale } };
    // A booking paid online links its receipt (the text; the approved templates keep their fixed parameters).
    const receiptPath =
      m.kind === 'confirmation' && m.topic === 'booked' && m.appointmentId !== null
        ? await deps.receiptPath?.(m.tenantId, m.appointmentId)
        : undefined;
    const message = compose(m, receiptPath ? `${deps.siteOrigin()}${receiptPath}` : undefined);
    try {
      const sent = await provider.send(message, at);
      return { outcome: { status: 'sent', ...sent, body: message.text, at } };
    } catch (error) {
      const last = attempt.retryCount >= attempt.retryLimit;
      if (last) log.error({ tenantId: m.tenantId, messageId: m.id, kind: m.kind }, 'WhatsApp message failed for good');
      const reason = (error as Error).message;
      return { outcome: { status: last ? 'failed' : 'queued', error: reason }, error: error as Error };
    }
  }

  return {
    /**
     * A batch of jobs of the send queue, answered job by job (an Error: that job is tried again later). The batch is
     * claimed and read in one statement; a message already settled is done; one held by a live attempt elsewhere is
     * tried again later. The claimed ones are sent at once (the batch bounds how many), and settled together in one
     * statement when the last answers. A failed send is retried by the queue with back-off; the last attempt leaves
     * the message failed for the clinic to see.
     */
    async deliverMany(jobs: Array<{ job: SendJob; attempt: Attempt }>): Promise<Array<Error | undefined>> {
      const claimed = await repo.claim(
        jobs.map((j) => j.job),
        deps.holdSeconds,
        deps.statusWaitSeconds,
      );
      const keyOf = (m: { tenantId: number; messageId: number }) => `${m.tenantId}.${m.messageId}`;
      const byKey = new Map(claimed.map((m) => [keyOf({ tenantId: m.tenantId, messageId: m.id }), m]));
      const unclaimed = jobs.filter((j) => !byKey.has(keyOf(j.job))).map((j) => j.job);
      const held = await repo.held(unclaimed);
      const results = await Promise.all(
        jobs.map(async ({ job, attempt }) => {
          const m = byKey.get(keyOf(job));
          if (!m) return { job, error: held.has(keyOf(job)) ? new Error('held by another attempt') : undefined };
          return { job, ...(await attemptOne(m, attempt)) };
        }),
      );
      await repo.settle(
        results.flatMap((r) =>
          'outcome' in r && r.outcome ? [{ tenantId: r.job.tenantId, id: r.job.messageId, outcome: r.outcome }] : [],
        ),
      );
      return results.map((r) => r.error);
    },
  };
}
