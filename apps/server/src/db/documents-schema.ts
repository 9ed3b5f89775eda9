import type { TDocumentType } from '@clinic/contract/documents/document-types';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from './schema';

/** The issuer's details as printed on a document, copied when it is issued. */
export type IssuerSnapshot = {
  legalName: string;
  businessNumber: string;
  address: string;
  vatRegistered: boolean;
  footer: string;
};

/** What the document says of the visit it was paid for, copied when it is issued (names in its language). */
export type VisitSnapshot = {
  appointmentId: number;
  startsAt: string;
  timeZone: string;
  treatment: string;
  doctor: string;
  branch: string;
};

/** A clinic's billing details (issue #51): who issues its payment documents, and how they are numbered. */
export const billingDetails = pgTable('billing_details', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  businessNumber: text('business_number').notNull(),
  address: text('address').notNull(),
  vatRegistered: boolean('vat_registered').notNull().default(false),
  /** VAT in basis points (1800: 18%); 0 when the clinic does not charge VAT. */
  vatRateBp: integer('vat_rate_bp').notNull().default(0),
  /** The payment document kinds it issues; a treatment asking for another gets a receipt. */
  documentTypes: jsonb('document_types').$type<TDocumentType[]>().notNull(),
  /** The first number of each kind, used until its first document is issued. */
  numberStarts: jsonb('number_starts').$type<Partial<Record<TDocumentType, number>>>().notNull(),
  footer: text('footer').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last number issued per clinic and kind: its row is locked by the issuing transaction, so numbers never skip. */
export const documentCounters = pgTable(
  'document_counters',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').$type<TDocumentType>().notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.type] })],
);

/** Issued payment documents. Never changed nor deleted (a trigger refuses it, migration 0031): a credit note corrects. */
export const documents = pgTable(
  'documents',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    type: text('type').$type<TDocumentType>().notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    /** A credit note's refund at the payment company; null on a receipt. */
    refundRef: text('refund_ref'),
    /** The document a credit note corrects. */
    originalDocumentId: bigint('original_document_id', { mode: 'number' }),
    /** What was paid or given back, VAT included (minor unit); a credit note's is positive. */
    amountMinor: integer('amount_minor').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    currency: text('currency').notNull(),
    /** The payment company (desk_cash, desk_card, sandbox, stripe) and the card's brand and last four digits. */
    method: text('method').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The patient's name as issued: an erasure leaves it (decision 013). */
    patientName: text('patient_name').notNull(),
    visit: jsonb('visit').$type<VisitSnapshot>().notNull(),
    language: text('language').notNull(),
    issuer: jsonb('issuer').$type<IssuerSnapshot>().notNull(),
    /** Who issued it: `built-in`, or an outside invoicing service by name. */
    issuedBy: text('issued_by').notNull(),
    /** The outside service's own number for it (an Israeli allocation number); null from the built-in issuer. */
    externalRef: text('external_ref'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('documents_number').on(t.tenantId, t.type, t.number),
    // One receipt kind per payment; credit notes, one per refund, are many.
    uniqueIndex('documents_one_per_payment')
      .on(t.tenantId, t.paymentId)
      .where(sql`${t.type} <> 'credit_note'`),
    index('documents_visit').on(t.tenantId, t.appointmentId),
    index('documents_issued').on(t.tenantId, t.issuedAt),
  ],
);
