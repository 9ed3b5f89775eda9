import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { documentPdfHtml } from './document-pdf-html';
import { sampleDocumentView } from './document-pdf-samples';
import { closePdfBrowser } from './pdf-browser';
import { renderDocumentPdf } from './render-document-pdf';

// Chromium draws the PDFs; poppler-utils (pdftotext, pdfinfo) reads them back as an accountant's tools would.
const dir = mkdtempSync(join(tmpdir(), 'document-pdf-'));
let files = 0;

afterAll(async () => {
  await closePdfBrowser();
  rmSync(dir, { recursive: true, force: true });
});

/** Direction controls pdftotext puts around runs (LRE, RLE, PDF, marks, isolates): not part of the words. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Runs a poppler-utils tool (Debian package, installed by .ci/run) and answers its output. */
function poppler(tool: 'pdftotext' | 'pdfinfo', args: string[]): string {
  return execFileSync(tool, args, { encoding: 'utf8' });
}

/** Writes the PDF and answers its text (plain reading order and -layout), its page count and its bytes. */
async function read(view: Parameters<typeof renderDocumentPdf>[0]) {
  const bytes = await renderDocumentPdf(view);
  const file = join(dir, `${(files += 1)}.pdf`);
  writeFileSync(file, bytes);
  const text = (...args: string[]) => poppler('pdftotext', [...args, file, '-']).replace(BIDI_CONTROLS, '');
  const pages = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', [file]))?.[1]);
  return { bytes, plain: text(), layout: text('-layout'), pages };
}

describe('renderDocumentPdf', () => {
  it('shows an English receipt: clinic, number, date, amount, original, card', async () => {
    const pdf = await read(sampleDocumentView('en', { kind: 'receipt' }));
    expect(pdf.pages).toBe(1);
    for (const words of [
      'Harbour Dental Clinic Ltd',
      '12 Herzl St, Tel Aviv',
      'Tax ID 514321987',
      'Receipt',
      'Original',
      'Dana Cohen',
      'Dental cleaning',
      'Dr. Yossi Levi',
      '05/12/2026',
      '05/12/2026, 10:00',
      '₪350.00',
      'VAT 18%',
      '₪53.39',
      'Paid by card ending 4242',
    ])
      expect(pdf.plain).toContain(words);
    expect(pdf.layout).toMatch(/No\.\s+1042/);
  });

  it('reads a Hebrew receipt back in reading order, with ₪ amounts and numbers intact', async () => {
    const pdf = await read(sampleDocumentView('he'));
    expect(pdf.pages).toBe(1);
    for (const words of [
      'דנה כהן',
      'מרפאת השיניים הנמל בע״מ',
      'חשבונית מס-קבלה',
      'מקור',
      'ניקוי שיניים',
      'ד״ר יוסי לוי',
      '05.12.2026',
      '05.12.2026, 10:00',
      '350.00 ₪',
      '53.39 ₪',
      '1042',
      'מספר עוסק 514321987',
      'מע״מ 18%',
      'שולם בכרטיס אשראי המסתיים בספרות 4242',
    ])
      expect(pdf.plain).toContain(words);
    // A reversed extraction would give "ןהכ הנד".
    expect(pdf.plain).not.toContain('ןהכ הנד');
  });

  it('reads an Arabic receipt back shaped and in order', async () => {
    const pdf = await read(sampleDocumentView('ar'));
    expect(pdf.pages).toBe(1);
    for (const words of ['ليلى خوري', 'إيصال', 'أصل', '350.00 ₪', '53.39 ₪', '1042', '05/12/2026'])
      expect(pdf.plain).toContain(words);
    // Noto Sans Arabic draws a dotted letter as a base and its dots; Chromium marks such a letter with its
    // Unicode text (ActualText) and pdftotext then puts a space beside it. The letters still come in reading order.
    const letters = pdf.plain.replace(/\s+/g, '');
    for (const words of [
      'عيادة الميناء لطب الأسنان م.ض',
      'فاتورة ضريبية',
      'تنظيف الأسنان',
      'المجموع',
      'دفع ببطاقة تنتهي بالأرقام 4242',
    ])
      expect(letters).toContain(words.replace(/\s+/g, ''));
  });

  it('shows a Russian copy', async () => {
    const pdf = await read(sampleDocumentView('ru', { copy: true }));
    for (const words of ['Копия', 'Анна Коган', 'Налоговый счёт-квитанция', '350,00 ₪'])
      expect(pdf.plain).toContain(words);
    expect(pdf.plain).not.toContain('Оригинал');
  });

  it('names the document a credit note credits', async () => {
    const pdf = await read(
      sampleDocumentView('en', {
        kind: 'credit_note',
        number: 7,
        copy: true,
        originalDocument: { kind: 'tax_invoice_receipt', number: 1042 },
      }),
    );
    expect(pdf.plain).toContain('Credit note');
    expect(pdf.plain).toContain('Credits Tax invoice-receipt No. 1042');
    expect(pdf.plain).toContain('Copy');
  });

  it('gives the same bytes for the same document, whatever was drawn before and in another browser', async () => {
    const view = sampleDocumentView('he');
    const first = await renderDocumentPdf(view);
    const other = await renderDocumentPdf(sampleDocumentView('ar', { copy: true }));
    const again = await renderDocumentPdf(structuredClone(view));
    await closePdfBrowser(); // a re-print months later comes from another browser
    const relaunched = await renderDocumentPdf(view);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(relaunched).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
  });

  it('keeps nothing of the previous document on the page it reuses', async () => {
    await read(sampleDocumentView('en', { issuer: { ...sampleDocumentView('en').issuer, footer: 'Bank Leumi 123' } }));
    const next = await read(sampleDocumentView('en', { patientName: 'Noa Levi', visit: undefined }));
    expect(next.plain).toContain('Noa Levi');
    for (const earlier of ['Bank Leumi 123', 'Dana Cohen', 'Dr. Yossi Levi']) expect(next.plain).not.toContain(earlier);
  });

  it('escapes every field into the HTML it draws', () => {
    const html = documentPdfHtml(
      sampleDocumentView('en', {
        patientName: '<img src=x onerror=alert(1)>',
        method: { kind: 'card', cardLast4: '"&' },
      }),
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&amp;');
  });
});
