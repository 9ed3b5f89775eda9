import type { TBillingDetails } from '@clinic/contract/documents/staff-documents';
import type { TDocumentType } from '@clinic/contract/documents/document-types';
import type { TAuditAction } from '@clinic/contract/staff/audit-actions';
import { AppError } from '../../errors';
import { type StaffSession, assertRole } from '../../lib/staff-session';
import { addDays, zonedDay } from '../../lib/zoned-time';
import { documentPdfViewOf, documentSummaryOf } from './document-view';
import type { BillingRow, DocumentRow, DocumentsRepository } from './documents.repository';
import type { DocumentPdfView } from './pdf/document-pdf-view';

/** The audit log (audit/audit.service.ts), as this module writes to it. */
export type DocumentsAudit = {
  record(
    staff: StaffSession,
    entry: { action: TAuditAction; targetType: 'clinic'; targetId: number; before?: unknown; after?: unknown },
  ): Promise<unknown>;
};

/** Draws a document's PDF (pdf/render-document-pdf.ts; tests give a small stand-in). */
export type RenderPdf = (view: DocumentPdfView) => Promise<Uint8Array>;

const billingOf = (row: BillingRow): TBillingDetails => ({
  legal_name: row.legalName,
  business_number: row.businessNumber,
  address: row.address,
  vat_registered: row.vatRegistered,
  vat_rate: row.vatRateBp / 100,
  document_types: row.documentTypes.filter((t) => t !== 'credit_note') as TBillingDetails['document_types'],
  number_starts: row.numberStarts,
  footer: row.footer,
});

/** The instants a month of the clinic's calendar runs between. */
export function monthRange(timeZone: string, month: string): { from: Date; to: Date } {
  const first = `${month}-01`;
  const next = addDays(first, 32).slice(0, 8) + '01';
  return {
    from: new Date(zonedDay(timeZone, first).boundaryOf(0)),
    to: new Date(zonedDay(timeZone, next).boundaryOf(0)),
  };
}

/**
 * What staff do with documents: owners and reception list and reprint them (a reprint is a copy); owners alone keep
 * the billing details and take a month out for the accountant.
 */
export function createDocumentsDesk(deps: {
  repo: DocumentsRepository;
  render: RenderPdf;
  now: () => Date;
  audit: DocumentsAudit;
}) {
  const { repo } = deps;

  /**
   * A document's PDF; a credit note names the receipt it corrects. A browser that cannot draw it (not installed,
   * crashed) is a 503 to try again, never a 500: the document itself is issued and kept.
   */
  async function pdfOf(row: DocumentRow, copy: boolean): Promise<Uint8Array> {
    const original = row.originalDocumentId ? await repo.find(row.tenantId, row.originalDocumentId) : undefined;
    try {
      return await deps.render(documentPdfViewOf(row, original, copy));
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  }

  async function billingAnswer(tenantId: number) {
    const row = await repo.billing(repo.db, tenantId);
    return {
      success: 1 as const,
      data: row ? billingOf(row) : null,
      numbering_started: await repo.startedTypes(tenantId),
    };
  }

  return {
    pdfOf,

    async ofVisit(staff: StaffSession, appointmentId: number) {
      assertRole(staff, 'owner', 'reception');
      return { success: 1 as const, data: (await repo.ofVisit(staff.tenantId, appointmentId)).map(documentSummaryOf) };
    },

    async ofMonth(staff: StaffSession, timeZone: string, month: string) {
      assertRole(staff, 'owner', 'reception');
      const { from, to } = monthRange(timeZone, month);
      return { success: 1 as const, data: (await repo.issuedBetween(staff.tenantId, from, to)).map(documentSummaryOf) };
    },

    /** A document printed again: always marked a copy. */
    async reprint(staff: StaffSession, id: number) {
      assertRole(staff, 'owner', 'reception');
      const row = await repo.find(staff.tenantId, id);
      if (!row) throw new AppError('DOCUMENT_NOT_FOUND');
      return { row, pdf: await pdfOf(row, true) };
    },

    /** Owners: the month's documents, oldest first, for the CSV and the ZIP. */
    /**
     * The month's documents for the accountant (owners), and for each credit note the receipt it corrects, perhaps
     * of an earlier month. Written to the audit log.
     */
    async monthForExport(staff: StaffSession, timeZone: string, month: string) {
      assertRole(staff, 'owner');
      const { from, to } = monthRange(timeZone, month);
      const rows = await repo.issuedBetween(staff.tenantId, from, to);
      await deps.audit.record(staff, {
        action: 'clinic.documents_exported',
        targetType: 'clinic',
        targetId: staff.tenantId,
        after: { month, documents: rows.length },
      });
      const originals = new Map<number, DocumentRow>(rows.map((row) => [row.id, row]));
      for (const row of rows) {
        const id = row.originalDocumentId;
        if (id && !originals.has(id)) {
          const found = await repo.find(row.tenantId, id);
          if (found) originals.set(id, found);
        }
      }
      return { rows, originals };
    },

    async billing(staff: StaffSession) {
      assertRole(staff, 'owner');
      return billingAnswer(staff.tenantId);
    },

    /** Saves the billing details; a kind whose numbering started keeps the start it had. */
    async saveBilling(staff: StaffSession, input: TBillingDetails) {
      assertRole(staff, 'owner');
      const started = new Set<TDocumentType>(await repo.startedTypes(staff.tenantId));
      const before = await repo.billing(repo.db, staff.tenantId);
      const numberStarts = { ...input.number_starts };
      for (const type of started) {
        const kept = before?.numberStarts[type];
        if (kept === undefined) delete numberStarts[type];
        else numberStarts[type] = kept;
      }
      await repo.saveBilling(
        {
          tenantId: staff.tenantId,
          legalName: input.legal_name,
          businessNumber: input.business_number,
          address: input.address,
          vatRegistered: input.vat_registered,
          vatRateBp: input.vat_registered ? Math.round(input.vat_rate * 100) : 0,
          documentTypes: [...input.document_types, 'credit_note'],
          numberStarts,
          footer: input.footer,
        },
        deps.now(),
      );
      const after = await billingAnswer(staff.tenantId);
      await deps.audit.record(staff, {
        action: 'clinic.billing_changed',
        targetType: 'clinic',
        targetId: staff.tenantId,
        before: before ? billingOf(before) : null,
        after: after.data,
      });
      return after;
    },
  };
}
export type DocumentsDesk = ReturnType<typeof createDocumentsDesk>;
