import type { TDocumentSummary } from '@clinic/contract/documents/staff-documents';
import { langOr, toMajor } from '../../lib/localize';
import type { DocumentRow } from './documents.repository';
import type { DocumentPdfView } from './pdf/document-pdf-view';

/** What a document says of how it was paid: a card (online or at the desk), cash, or another way. */
function methodOf(row: DocumentRow): DocumentPdfView['method'] {
  if (row.method === 'desk_cash') return { kind: 'cash' };
  if (row.method === 'desk_card' || row.cardLast4) {
    return row.cardLast4 ? { kind: 'card', cardLast4: row.cardLast4 } : { kind: 'card' };
  }
  return { kind: 'other' };
}

/** The stored document as the PDF draws it; `copy` on every print but the patient's own. */
export function documentPdfViewOf(
  row: DocumentRow,
  original: Pick<DocumentRow, 'type' | 'number'> | undefined,
  copy: boolean,
): DocumentPdfView {
  const { issuer, visit } = row;
  return {
    language: langOr(row.language),
    kind: row.type,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    timeZone: visit.timeZone,
    copy,
    issuer: {
      legalName: issuer.legalName,
      taxNumber: issuer.businessNumber,
      address: issuer.address,
      vatRegistered: issuer.vatRegistered,
      ...(issuer.footer ? { footer: issuer.footer } : {}),
    },
    patientName: row.patientName,
    visit: {
      treatment: visit.treatment,
      ...(visit.doctor ? { doctor: visit.doctor } : {}),
      ...(visit.branch ? { branch: visit.branch } : {}),
      startsAt: visit.startsAt,
    },
    currency: row.currency,
    lines: [{ description: visit.treatment, amountMinor: row.amountMinor }],
    netMinor: row.amountMinor - row.vatMinor,
    vatRateBasisPoints: row.vatRateBp,
    vatMinor: row.vatMinor,
    totalMinor: row.amountMinor,
    method: methodOf(row),
    ...(original ? { originalDocument: { kind: original.type, number: original.number } } : {}),
  };
}

/** A document as the contract lists it. */
export const documentSummaryOf = (row: DocumentRow): TDocumentSummary => ({
  id: row.id,
  type: row.type,
  number: row.number,
  issued_at: row.issuedAt.toISOString(),
  appointment_id: row.appointmentId,
  payment_id: row.paymentId,
  original_document_id: row.originalDocumentId,
  amount: toMajor(row.amountMinor),
  vat: toMajor(row.vatMinor),
  currency: row.currency,
  patient_name: row.patientName,
});
