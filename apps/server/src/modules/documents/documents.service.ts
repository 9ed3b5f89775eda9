import type { TDocumentType } from '@clinic/contract/documents/document-types';
import type { Db } from '../../db/client';
import type { Localized } from '../../db/schema';
import type { IssuerSnapshot } from '../../db/schema';
import { langOr, pick } from '../../lib/localize';
import type { Logger } from '../../lib/logger';
import { paymentDocumentOf, vatInside } from './document-amounts';
import type { DocumentRow, DocumentsRepository } from './documents.repository';
import type { DocumentDraft, InvoiceIssuer } from './invoice-issuer';

type PaymentFact = { tenantId: number; paymentId: number };
/** The payments module's notices (payment-notices.ts), told in the transactions that record money. */
type MoneyNotices = Record<'paid' | 'returning' | 'refunded', (tx: Db, fact: PaymentFact) => Promise<void>>;

/** Told of each document issued, in the transaction that issues it (the webhook document.issued). */
export type DocumentNotice = (tx: Db, document: DocumentRow) => Promise<void>;

/**
 * Issues the payment documents: a receipt kind in the transaction that records a payment, a credit note in the one
 * that records a refund. Numbers are taken in that transaction (documents.repository takeNumber), so a rollback
 * leaves no gap and two payments never share one.
 */
export function createDocumentIssuing(deps: {
  repo: DocumentsRepository;
  issuer: InvoiceIssuer;
  now: () => Date;
  log: Pick<Logger, 'warn'>;
  issued?: DocumentNotice;
}) {
  const { repo, now } = deps;

  async function issue(
    tx: Db,
    draft: DocumentDraft,
    rest: Omit<DocumentRow, keyof DocumentDraft | 'id' | 'issuedBy' | 'externalRef'>,
  ) {
    let issuedBy = deps.issuer.id;
    let externalRef: string | null = null;
    try {
      ({ externalRef } = await deps.issuer.issue(draft));
    } catch (err) {
      // The money is recorded either way: the built-in document stands, and the clinic issues the outside one later.
      deps.log.warn({ err, tenantId: draft.tenantId, issuer: issuedBy }, 'invoicing service failed; built-in document');
      issuedBy = 'built-in';
    }
    const row = await repo.insert(tx, { ...rest, ...draft, issuedBy, externalRef });
    await deps.issued?.(tx, row);
    return row;
  }

  async function factsOf(tx: Db, tenantId: number, paymentId: number) {
    const facts = await repo.paymentFacts(tx, tenantId, paymentId);
    if (!facts) throw new Error(`no payment ${paymentId} of clinic ${tenantId}`);
    const billing = await repo.billing(tx, tenantId);
    const lang = langOr(facts.clinic.lang);
    const name = (text: Localized | null) => pick(text, lang) ?? '';
    const issuer: IssuerSnapshot = {
      legalName: billing?.legalName || name(facts.clinic.name),
      businessNumber: billing?.businessNumber ?? '',
      address: billing?.address ?? '',
      vatRegistered: billing?.vatRegistered ?? false,
      footer: billing?.footer ?? '',
    };
    const { payment } = facts;
    const common = {
      tenantId,
      appointmentId: payment.appointmentId,
      paymentId: payment.id,
      currency: payment.currency,
      method: payment.provider,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      patientName: facts.patientName ?? '',
      language: lang,
      issuer,
      visit: {
        appointmentId: payment.appointmentId,
        startsAt: facts.startsAt.toISOString(),
        timeZone: facts.clinic.timeZone,
        treatment: name(facts.treatment),
        doctor: name(facts.doctor),
        branch: name(facts.branch),
      },
    };
    const start = (type: TDocumentType) => billing?.numberStarts[type] ?? 1;
    return { facts, billing, common, start };
  }

  /** The document of a payment just recorded as paid; a payment that has one already keeps it. */
  async function forPayment(tx: Db, { tenantId, paymentId }: PaymentFact): Promise<DocumentRow> {
    const existing = (await repo.ofPayment(tx, tenantId, paymentId)).find((d) => d.type !== 'credit_note');
    if (existing) return existing;
    const { facts, billing, common, start } = await factsOf(tx, tenantId, paymentId);
    const { type, vatRateBp } = paymentDocumentOf(facts.paymentDocument, billing);
    const amountMinor = facts.payment.amountMinor;
    const number = await repo.takeNumber(tx, tenantId, type, start(type));
    const draft = draftOf(common, type, number, amountMinor, vatInside(amountMinor, vatRateBp), now());
    return issue(tx, draft, { ...common, refundRef: null, originalDocumentId: null, vatRateBp });
  }

  /**
   * The credit note of a refund just recorded: what the payment gave back beyond its earlier credit notes, against
   * its receipt. A payment without one (paid before documents were issued) gets none.
   */
  async function forRefund(tx: Db, { tenantId, paymentId }: PaymentFact): Promise<DocumentRow | undefined> {
    const docs = await repo.ofPayment(tx, tenantId, paymentId);
    const original = docs.find((d) => d.type !== 'credit_note');
    if (!original) return undefined;
    const credited = docs.filter((d) => d.type === 'credit_note').reduce((sum, d) => sum + d.amountMinor, 0);
    const { facts, common, start } = await factsOf(tx, tenantId, paymentId);
    const amountMinor = facts.payment.refundedMinor - credited;
    if (amountMinor <= 0) return undefined;
    const number = await repo.takeNumber(tx, tenantId, 'credit_note', start('credit_note'));
    const vatMinor = vatInside(amountMinor, original.vatRateBp);
    const draft = draftOf(common, 'credit_note', number, amountMinor, vatMinor, now());
    // Addressed as the receipt was: a refund made after the patient's erasure still names whom it corrects.
    const addressed = { ...common, patientName: original.patientName };
    return issue(
      tx,
      { ...draft, patientName: original.patientName },
      {
        ...addressed,
        refundRef: facts.payment.refundRef,
        originalDocumentId: original.id,
        vatRateBp: original.vatRateBp,
      },
    );
  }

  /** Payments' notices that issue the documents. */
  const notices: MoneyNotices = {
    paid: async (tx, fact) => void (await forPayment(tx, fact)),
    // Money received for a visit that no longer holds its time is still received: its receipt, then a credit note.
    returning: async (tx, fact) => void (await forPayment(tx, fact)),
    refunded: async (tx, fact) => void (await forRefund(tx, fact)),
  };
  return { forPayment, forRefund, notices };
}

function draftOf(
  common: { tenantId: number; currency: string; patientName: string },
  type: TDocumentType,
  number: number,
  amountMinor: number,
  vatMinor: number,
  issuedAt: Date,
): DocumentDraft {
  const { tenantId, currency, patientName } = common;
  return { tenantId, type, number, amountMinor, vatMinor, currency, issuedAt, patientName };
}
