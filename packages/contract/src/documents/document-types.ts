import { z } from 'zod';

/** The payment documents a clinic issues: one per payment (a receipt kind), one per refund (a credit note). */
export const DOCUMENT_TYPES = ['receipt', 'tax_invoice_receipt', 'credit_note'] as const;
export const ZDocumentType = z.enum(DOCUMENT_TYPES);
export type TDocumentType = z.infer<typeof ZDocumentType>;

/** The kinds a payment may be documented by (a treatment's `force_payment_document`). */
export const PAYMENT_DOCUMENT_TYPES = ['receipt', 'tax_invoice_receipt'] as const;
export type TPaymentDocumentType = (typeof PAYMENT_DOCUMENT_TYPES)[number];

/**
 * The document a treatment's `force_payment_document` asks for: a tax invoice-receipt by any of its names, else a
 * receipt (the default).
 */
export function paymentDocumentTypeOf(asked: string | null | undefined): TPaymentDocumentType {
  const name = (asked ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return ['tax_invoice_receipt', 'invoice_receipt', 'tax_invoice'].includes(name) ? 'tax_invoice_receipt' : 'receipt';
}
