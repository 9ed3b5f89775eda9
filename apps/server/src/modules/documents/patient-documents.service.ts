import { AppError } from '../../errors';
import type { CustomerSession } from '../../lib/customer-session';
import type { DocumentLinks } from './document-links';
import { documentSummaryOf } from './document-view';
import type { DocumentsRepository } from './documents.repository';
import type { DocumentsDesk } from './documents-desk.service';

/** A patient's documents: listed with signed links on their own visits, and served by such a link alone. */
export function createPatientDocuments(deps: {
  repo: DocumentsRepository;
  links: DocumentLinks;
  pdfOf: DocumentsDesk['pdfOf'];
}) {
  const { repo, links } = deps;
  return {
    async ofVisit(session: CustomerSession, appointmentId: number) {
      const owner = await repo.visitCustomer(session.tenantId, appointmentId);
      if (owner === undefined) throw new AppError('APPOINTMENT_NOT_FOUND');
      if (owner !== session.customerId) throw new AppError('NOT_YOUR_APPOINTMENT');
      const rows = await repo.ofVisit(session.tenantId, appointmentId);
      return {
        success: 1 as const,
        data: rows.map((row) => {
          const link = links.linkTo(row.tenantId, row.id);
          return { ...documentSummaryOf(row), url: link.path, url_expires_at: link.expiresAt.toISOString() };
        }),
      };
    },

    /** The PDF a signed link names: the patient's own, not marked a copy. A forged or foreign link finds nothing. */
    async bySignedLink(tenantId: number, id: number, expires: number, signature: string) {
      const verdict = links.check(tenantId, id, expires, signature);
      if (verdict === 'expired') throw new AppError('DOCUMENT_LINK_EXPIRED');
      const row = verdict === 'valid' ? await repo.find(tenantId, id) : undefined;
      if (!row) throw new AppError('DOCUMENT_NOT_FOUND');
      return { row, pdf: await deps.pdfOf(row, false) };
    },
  };
}
export type PatientDocuments = ReturnType<typeof createPatientDocuments>;
