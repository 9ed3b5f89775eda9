import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';
import { zId } from '../core/common';
import { DOCUMENT_TYPES, ZDocumentType } from './document-types';

/** A month of the clinic's calendar, YYYY-MM. */
export const ZMonth = z
  .string({ error: 'month is required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month must look like YYYY-MM' });

/** One issued document as staff and patients list it. */
export const ZDocumentSummary = z.object({
  id: z.number().int(),
  type: ZDocumentType,
  number: z.number().int(),
  issued_at: z.string(),
  appointment_id: z.number().int(),
  payment_id: z.number().int(),
  /** The receipt a credit note corrects. */
  original_document_id: z.number().int().nullable(),
  /** VAT included, in the major unit; a credit note's is what it gives back. */
  amount: z.number(),
  vat: z.number(),
  currency: z.string(),
  patient_name: z.string(),
});
export type TDocumentSummary = z.infer<typeof ZDocumentSummary>;

export const ZDocumentList = z.object({ success: z.literal(1), data: z.array(ZDocumentSummary) });

const ZIdParams = z.object({ id: zId('id') });
const ZMonthQuery = z.object({ month: ZMonth });

export const staffVisitDocumentsCall = defineCall({
  ...ROUTES.staffVisitDocuments,
  summary: "A visit's payment documents, oldest first (owners and reception)",
  params: ZIdParams,
  response: ZDocumentList,
});

export const staffDocumentsCall = defineCall({
  ...ROUTES.staffDocuments,
  summary: 'The documents the clinic issued in a month of its calendar (owners and reception)',
  query: ZMonthQuery,
  response: ZDocumentList,
});

export const staffDocumentPdfCall = defineCall({
  ...ROUTES.staffDocumentPdf,
  summary: 'A document printed again, marked as a copy (owners and reception)',
  params: ZIdParams,
  response: z.string().meta({ description: 'The PDF' }),
  responseType: 'application/pdf',
});

export const staffDocumentsCsvCall = defineCall({
  ...ROUTES.staffDocumentsCsv,
  summary: "Every document of a month, one line each, for the clinic's accountant (owners only)",
  query: ZMonthQuery,
  response: z.string().meta({ description: 'A header line of column names, then one line per document' }),
  responseType: 'text/csv',
});

export const staffDocumentsZipCall = defineCall({
  ...ROUTES.staffDocumentsZip,
  summary: "Every document of a month as PDFs in one ZIP, for the clinic's accountant (owners only)",
  query: ZMonthQuery,
  response: z.string().meta({ description: 'A ZIP of one PDF per document' }),
  responseType: 'application/zip',
});

/** A clinic's billing details: who issues its documents and how they are numbered. */
export const ZBillingDetails = z.object({
  legal_name: z.string().trim().min(1, { error: 'legal_name is required' }).max(200),
  business_number: z.string().trim().min(1, { error: 'business_number is required' }).max(40),
  address: z.string().trim().min(1, { error: 'address is required' }).max(300),
  vat_registered: z.boolean(),
  /** VAT in percent (18 for 18%), at most 2 decimals; 0 when the clinic does not charge VAT. */
  vat_rate: z.number().min(0).max(100),
  document_types: z
    .array(z.enum(['receipt', 'tax_invoice_receipt']))
    .min(1)
    .max(2),
  /** The first number of each kind; kept once its first document is issued. */
  number_starts: z.partialRecord(ZDocumentType, z.number().int().min(1).max(999_999_999)),
  footer: z.string().trim().max(500),
});
export type TBillingDetails = z.infer<typeof ZBillingDetails>;

export const ZBillingDetailsResponse = z.object({
  success: z.literal(1),
  /** null: the clinic has none yet (its documents carry its name). */
  data: ZBillingDetails.nullable(),
  /** The kinds whose numbering has started: their start no longer changes. */
  numbering_started: z.array(z.enum(DOCUMENT_TYPES)),
});

export const staffBillingDetailsCall = defineCall({
  ...ROUTES.staffBillingDetails,
  summary: "The clinic's billing details (owners only)",
  response: ZBillingDetailsResponse,
});

export const staffSaveBillingDetailsCall = defineCall({
  ...ROUTES.staffSaveBillingDetails,
  summary: "Saves the clinic's billing details (owners only); a started numbering keeps its start",
  body: ZBillingDetails,
  response: ZBillingDetailsResponse,
});

export const staffDocumentCalls = [
  staffVisitDocumentsCall,
  staffDocumentsCall,
  staffDocumentPdfCall,
  staffDocumentsCsvCall,
  staffDocumentsZipCall,
  staffBillingDetailsCall,
  staffSaveBillingDetailsCall,
] as const;
