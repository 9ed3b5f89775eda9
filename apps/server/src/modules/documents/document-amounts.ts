import type { TDocumentType, TPaymentDocumentType } from '@clinic/contract/documents/document-types';
import { paymentDocumentTypeOf } from '@clinic/contract/documents/document-types';

/** The VAT inside an amount that includes it (minor unit), at a rate in basis points (1800: 18%). */
export const vatInside = (grossMinor: number, rateBp: number) =>
  rateBp <= 0 ? 0 : Math.round((grossMinor * rateBp) / (10_000 + rateBp));

/** What of a clinic's billing details decides a payment's document. */
export type DocumentRules = { vatRegistered: boolean; vatRateBp: number; documentTypes: readonly TDocumentType[] };

/**
 * The document a payment gets: the treatment's kind when the clinic issues it, else a receipt. Only a clinic that
 * charges VAT issues a tax invoice-receipt, and only it shows VAT.
 */
export function paymentDocumentOf(
  asked: string | null | undefined,
  rules: DocumentRules | undefined,
): { type: TPaymentDocumentType; vatRateBp: number } {
  const type = paymentDocumentTypeOf(asked);
  if (type === 'tax_invoice_receipt' && rules?.vatRegistered && rules.documentTypes.includes(type)) {
    return { type, vatRateBp: rules.vatRateBp };
  }
  return { type: 'receipt', vatRateBp: 0 };
}
