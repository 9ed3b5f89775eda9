import type { TDocumentType } from '@clinic/contract/documents/document-types';

/** What an issuer is asked to issue: the document as it will be stored, its number taken already. */
export type DocumentDraft = {
  tenantId: number;
  type: TDocumentType;
  number: number;
  amountMinor: number;
  vatMinor: number;
  currency: string;
  issuedAt: Date;
  patientName: string;
};

/**
 * Who issues a clinic's documents. The built-in issuer numbers them here; an outside invoicing service (Israeli
 * allocation numbers are given through one) answers its own reference, stored with the document. It is asked inside
 * the payment's transaction, so it must answer quickly; a failure falls back to the built-in issuer's document.
 */
export type InvoiceIssuer = {
  id: string;
  issue(draft: DocumentDraft): Promise<{ externalRef: string | null }>;
};

export const BUILT_IN_ISSUER: InvoiceIssuer = { id: 'built-in', issue: async () => ({ externalRef: null }) };
