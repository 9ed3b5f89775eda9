import { ROUTES } from '@clinic/contract/core/routes';
import { downloadStaffFile } from '../../core/api/download-staff-file';
import type { StaffAuth } from '../../core/api/staff-calls';

/** A document printed again (a copy), saved as a PDF. */
export const downloadDocumentPdf = (auth: StaffAuth, document: { id: number; type: string; number: number }) =>
  downloadStaffFile(
    auth,
    ROUTES.staffDocumentPdf.path.replace(':id', String(document.id)),
    new URLSearchParams(),
    `${document.type}-${document.number}.pdf`,
  );

/** Owners: a month's documents for the accountant, as CSV or as a ZIP of their PDFs. */
export const downloadMonth = (auth: StaffAuth, month: string, kind: 'csv' | 'zip') =>
  downloadStaffFile(
    auth,
    kind === 'csv' ? ROUTES.staffDocumentsCsv.path : ROUTES.staffDocumentsZip.path,
    new URLSearchParams({ month }),
    `documents-${month}.${kind}`,
  );
