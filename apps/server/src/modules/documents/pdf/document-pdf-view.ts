/** Document kinds a clinic issues for a payment. */
export type DocumentKind = 'receipt' | 'tax_invoice_receipt' | 'credit_note';

/**
 * Everything the PDF of one payment document shows, already resolved from the stored document:
 * plain data, no database access. Amounts are in minor units (agorot, cents) of `currency`.
 */
export type DocumentPdfView = {
  /** The clinic's language: the PDF's texts, dates and numbers; he and ar are drawn right to left. */
  language: 'en' | 'he' | 'ar' | 'ru';
  kind: DocumentKind;
  /** The document's number in its clinic's series for this kind. */
  number: number;
  /** When the document was issued (ISO instant); also fixes the PDF's dates, so its bytes repeat. */
  issuedAt: string;
  /** The clinic's IANA time zone, e.g. 'Asia/Jerusalem': dates are shown in it. */
  timeZone: string;
  /** false on the first issue ("Original"), true on every later print ("Copy"). */
  copy: boolean;
  issuer: {
    legalName: string;
    taxNumber: string;
    address: string;
    /** Free text at the foot of the page, e.g. a bank account or a thank-you line. */
    footer?: string;
    /** A VAT-registered business shows the VAT line; an exempt one shows none. */
    vatRegistered: boolean;
  };
  /** The patient or family member the payment is for. */
  patientName: string;
  visit?: {
    treatment: string;
    doctor?: string;
    branch?: string;
    /** ISO instant of the visit's start. */
    startsAt: string;
  };
  /** ISO 4217 code, e.g. 'ILS'. */
  currency: string;
  lines: { description: string; amountMinor: number }[];
  netMinor: number;
  /** VAT rate in basis points: 1800 is 18%. */
  vatRateBasisPoints: number;
  vatMinor: number;
  totalMinor: number;
  method: { kind: 'card' | 'cash' | 'bank_transfer' | 'other'; cardLast4?: string };
  /** The document a credit note cancels or reduces. */
  originalDocument?: { kind: DocumentKind; number: number };
};
