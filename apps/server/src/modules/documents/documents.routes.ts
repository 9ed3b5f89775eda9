import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  staffBillingDetailsCall,
  staffDocumentPdfCall,
  staffDocumentsCall,
  staffDocumentsCsvCall,
  staffDocumentsZipCall,
  staffSaveBillingDetailsCall,
  staffVisitDocumentsCall,
} from '@clinic/contract/documents/staff-documents';
import { getAppointmentDocumentsCall, getSignedDocumentCall } from '@clinic/contract/documents/patient-documents';
import { customerOf } from '../../http/auth';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import { documentFileName, documentsCsv, documentsZip } from './documents-export';
import type { DocumentsDesk } from './documents-desk.service';
import type { PatientDocuments } from './patient-documents.service';

const sendFile = (reply: FastifyReply, type: string, name: string, bytes: Uint8Array | string, inline = false) =>
  reply
    .type(type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
    .send(typeof bytes === 'string' ? bytes : Buffer.from(bytes));

/** Staff's documents and billing details, the patient's list of a visit's documents, and the signed link. */
export function documentsRoutes(deps: {
  desk: DocumentsDesk;
  patients: PatientDocuments;
  hooks: StaffHooks;
  requireCustomer: preHandlerAsyncHookHandler;
}) {
  const { desk, patients } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const staffOnly = { preHandler: deps.hooks.requireStaff };

    app.route({
      ...routeOf(staffVisitDocumentsCall),
      ...staffOnly,
      handler: async (req) => desk.ofVisit(staffOf(req).staff, req.params.id),
    });
    app.route({
      ...routeOf(staffDocumentsCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return desk.ofMonth(staff, tenant.timeZone, req.query.month);
      },
    });
    app.route({
      ...routeOf(staffDocumentPdfCall),
      ...staffOnly,
      handler: async (req, reply) => {
        const { row, pdf } = await desk.reprint(staffOf(req).staff, req.params.id);
        return sendFile(reply, 'application/pdf', documentFileName(row), pdf, true);
      },
    });

    app.route({
      ...routeOf(staffDocumentsCsvCall),
      ...staffOnly,
      handler: async (req, reply) => {
        const { staff, tenant } = staffOf(req);
        const { rows, originals } = await desk.monthForExport(staff, tenant.timeZone, req.query.month);
        const csv = documentsCsv(rows, originals);
        return sendFile(reply, 'text/csv; charset=utf-8', `documents-${tenant.key}-${req.query.month}.csv`, csv);
      },
    });
    app.route({
      ...routeOf(staffDocumentsZipCall),
      ...staffOnly,
      handler: async (req, reply) => {
        const { staff, tenant } = staffOf(req);
        const { rows } = await desk.monthForExport(staff, tenant.timeZone, req.query.month);
        const files = [];
        // One at a time: the renderer draws one page per document.
        for (const row of rows) files.push({ row, pdf: await desk.pdfOf(row, true) });
        return sendFile(
          reply,
          'application/zip',
          `documents-${tenant.key}-${req.query.month}.zip`,
          documentsZip(files),
        );
      },
    });
    app.route({
      ...routeOf(staffBillingDetailsCall),
      ...staffOnly,
      handler: async (req) => desk.billing(staffOf(req).staff),
    });
    app.route({
      ...routeOf(staffSaveBillingDetailsCall),
      ...staffOnly,
      handler: async (req) => desk.saveBilling(staffOf(req).staff, req.body),
    });

    app.route({
      ...routeOf(getAppointmentDocumentsCall),
      preHandler: deps.requireCustomer,
      handler: async (req) => patients.ofVisit(customerOf(req), req.params.id),
    });
    app.route({
      ...routeOf(getSignedDocumentCall),
      handler: async (req, reply) => {
        const { clinic, id } = req.params;
        const { row, pdf } = await patients.bySignedLink(clinic, id, req.query.expires, req.query.signature);
        return sendFile(reply, 'application/pdf', documentFileName(row), pdf, true);
      },
    });
  };
}
