import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { AppModule } from '../../http/app-module';
import type { Logger } from '../../lib/logger';
import { paymentDocumentOf } from './document-amounts';
import { createDocumentLinks } from './document-links';
import { createDocumentsDesk, type DocumentsAudit, type RenderPdf } from './documents-desk.service';
import { createDocumentsRepository } from './documents.repository';
import { documentsRoutes } from './documents.routes';
import { createDocumentIssuing, type DocumentNotice } from './documents.service';
import { BUILT_IN_ISSUER, type InvoiceIssuer } from './invoice-issuer';
import { createPatientDocuments } from './patient-documents.service';

/** The renderer, loaded on the first PDF asked for (it drives a browser). */
let rendererLoaded = false;
const renderLazily: RenderPdf = async (view) => {
  rendererLoaded = true;
  return (await import('./pdf/render-document-pdf')).renderDocumentPdf(view);
};

/**
 * Payment documents (decision 023): issued in the payments' transactions through `notices`, listed and reprinted by
 * staff, exported by owners, and served to patients by a signed link.
 */
export function createDocumentsModule(deps: {
  db: Db;
  now: () => Date;
  log: Logger;
  /** Key of the patients' links; the same on every process (a random one if unset: links last this process). */
  linkSecret: string | undefined;
  /** Told of each document issued, in its transaction (the webhook document.issued). */
  issued?: DocumentNotice;
  issuer?: InvoiceIssuer;
  render?: RenderPdf;
}) {
  const repo = createDocumentsRepository(deps.db);
  const issuing = createDocumentIssuing({
    repo,
    issuer: deps.issuer ?? BUILT_IN_ISSUER,
    now: deps.now,
    log: deps.log,
    ...(deps.issued ? { issued: deps.issued } : {}),
  });
  // The staff module, made later, connects its audit log (connectAudit).
  let audit: DocumentsAudit | undefined;
  const desk = createDocumentsDesk({
    repo,
    render: deps.render ?? renderLazily,
    now: deps.now,
    audit: {
      record: (...args) => {
        if (!audit) throw new Error('the documents module was used before connectAudit()');
        return audit.record(...args);
      },
    },
  });
  const links = createDocumentLinks(deps.linkSecret ?? randomBytes(32).toString('hex'), deps.now);
  const patients = createPatientDocuments({ repo, links, pdfOf: desk.pdfOf });
  return {
    notices: issuing.notices,
    connectAudit: (log: DocumentsAudit) => {
      audit = log;
    },
    links,
    /** The signed path of a visit's latest receipt (its booking's WhatsApp message links it); none: none issued. */
    receiptPathOf: async (tenantId: number, appointmentId: number) => {
      const receipt = (await repo.ofVisit(tenantId, appointmentId)).filter((d) => d.type !== 'credit_note').at(-1);
      return receipt ? links.linkTo(tenantId, receipt.id).path : undefined;
    },
    /** The kind a payment of a treatment asking for `asked` gets at this clinic (the booking answer's document_type). */
    documentTypeOf: async (tenantId: number, asked: string) =>
      paymentDocumentOf(asked, await repo.billing(repo.db, tenantId)).type,
    register: async (app, guards) => {
      await app.register(
        documentsRoutes({ desk, patients, hooks: guards.staff, requireCustomer: guards.requireCustomer }),
      );
      // The browser that drew PDFs (if one was started) closes with the app.
      app.addHook('onClose', async () => {
        if (rendererLoaded) await (await import('./pdf/pdf-browser')).closePdfBrowser();
      });
    },
  } satisfies AppModule;
}
