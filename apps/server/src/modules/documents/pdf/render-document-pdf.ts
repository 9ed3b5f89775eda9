import { createHash } from 'node:crypto';
import { PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { documentPdfHtml } from './document-pdf-html';
import { DOCUMENT_PDF_TEXTS } from './document-pdf-texts';
import type { DocumentPdfView } from './document-pdf-view';
import { withPdfPage } from './pdf-browser';

/**
 * The PDF of a payment document, drawn by Chromium from HTML (it shapes and orders Hebrew and Arabic so text
 * extracts in reading order). The same view gives the same bytes: the PDF's dates are the document's issue
 * time and its ID a hash of the view.
 */
export async function renderDocumentPdf(view: DocumentPdfView): Promise<Uint8Array> {
  const html = documentPdfHtml(view);
  const drawn = await withPdfPage(async (page) => {
    await page.setContent(html, { waitUntil: 'load' });
    return page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  });
  return fixMetadata(drawn, view);
}

/** Replaces what Chromium makes up on every run (dates, document ID) with values taken from the view. */
async function fixMetadata(bytes: Uint8Array, view: DocumentPdfView): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const issuedAt = new Date(view.issuedAt);
  pdf.setTitle(`${DOCUMENT_PDF_TEXTS[view.language].title[view.kind]} ${view.number}`);
  pdf.setAuthor(view.issuer.legalName);
  pdf.setCreator('Clinic booking');
  pdf.setProducer('Clinic booking');
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  pdf.setLanguage(view.language);
  const id = createHash('sha256').update(JSON.stringify(view)).digest('hex').slice(0, 32);
  pdf.context.trailerInfo.ID = pdf.context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
  pdf.catalog.delete(PDFName.of('Metadata'));
  return pdf.save({ useObjectStreams: false });
}
