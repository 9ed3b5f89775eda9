import { zipSync } from 'fflate';
import { CSV_BOM, csvLines } from '../../lib/csv';
import type { DocumentRow } from './documents.repository';

/** A number, not a text: a spreadsheet sums it, and the CSV's formula guard leaves it alone. */
const major = (minor: number) => minor / 100;

/** One line per document for the accountant: machine names in the header, credit notes' amounts negative. */
export function documentsCsv(rows: DocumentRow[], originals: Map<number, DocumentRow>): string {
  const sign = (row: DocumentRow) => (row.type === 'credit_note' ? -1 : 1);
  return (
    CSV_BOM +
    csvLines([
      [
        'type',
        'number',
        'issued_at',
        'patient_name',
        'amount',
        'vat_rate',
        'vat',
        'net',
        'currency',
        'method',
        'card_last4',
        'appointment_id',
        'payment_id',
        'original_type',
        'original_number',
        'external_ref',
      ],
      ...rows.map((row) => {
        const original = row.originalDocumentId ? originals.get(row.originalDocumentId) : undefined;
        return [
          row.type,
          row.number,
          row.issuedAt.toISOString(),
          row.patientName,
          major(sign(row) * row.amountMinor),
          row.vatRateBp / 100,
          major(sign(row) * row.vatMinor),
          major(sign(row) * (row.amountMinor - row.vatMinor)),
          row.currency,
          row.method,
          row.cardLast4,
          row.appointmentId,
          row.paymentId,
          original?.type ?? null,
          original?.number ?? null,
          row.externalRef,
        ];
      }),
    ])
  );
}

/** The file name of a document's PDF: its kind and number, never the patient's name. */
export const documentFileName = (row: Pick<DocumentRow, 'type' | 'number'>) => `${row.type}-${row.number}.pdf`;

/** A ZIP of the PDFs, one file per document. */
export function documentsZip(files: Array<{ row: DocumentRow; pdf: Uint8Array }>): Uint8Array {
  // PDFs are compressed already: stored as they are.
  return zipSync(Object.fromEntries(files.map(({ row, pdf }) => [documentFileName(row), [pdf, { level: 0 }]])));
}
