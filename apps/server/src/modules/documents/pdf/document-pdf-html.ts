import { FONT_STACK, fontFaceCss } from './document-pdf-fonts';
import { documentFormatters } from './document-pdf-format';
import { DOCUMENT_PDF_TEXTS, fillText } from './document-pdf-texts';
import type { DocumentPdfView } from './document-pdf-view';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A value that keeps its own direction inside text of either direction (names, dates in words). */
const iso = (html: string) => `<bdi>${html}</bdi>`;
/** Numbers, amounts and codes read left to right inside Hebrew and Arabic too. */
const ltr = (html: string) => `<bdi dir="ltr">${html}</bdi>`;

const STYLE = `
@page { size: A4; margin: 16mm 18mm 18mm; }
* { box-sizing: border-box; }
html { font-size: 10pt; color: #1f2933; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; line-height: 1.45; }
.top { display: flex; justify-content: space-between; align-items: flex-start; gap: 12mm;
  padding-block-end: 6mm; border-block-end: 2px solid #1f2933; }
.issuer-name { font-size: 15pt; font-weight: 700; }
.muted { color: #52606d; }
.doc { text-align: end; }
.doc h1 { margin: 0 0 1mm; font-size: 18pt; font-weight: 700; letter-spacing: 0.01em; }
.badge { display: inline-block; margin-block-end: 2mm; padding: 0.5mm 3mm; border: 1.5px solid #1f2933;
  border-radius: 2px; font-size: 9pt; font-weight: 700; letter-spacing: 0.04em; }
.badge.copy { color: #52606d; border-color: #9aa5b1; }
.meta { display: grid; grid-template-columns: auto auto; justify-content: end; column-gap: 3mm; }
.meta dt { color: #52606d; }
dl { margin: 0; }
dd { margin: 0; }
.parties { display: flex; gap: 6mm; margin-block: 6mm; }
.box { flex: 1; padding: 3mm 4mm; background: #f5f7fa; border-radius: 2px; }
.label { color: #52606d; font-size: 9pt; }
.patient { font-size: 12pt; font-weight: 700; }
.visit { display: grid; grid-template-columns: auto 1fr; column-gap: 3mm; }
.visit dt { color: #52606d; }
.credit { margin: 0 0 5mm; padding: 2.5mm 4mm; border-inline-start: 3px solid #1f2933; background: #f5f7fa; }
table { width: 100%; border-collapse: collapse; }
th { text-align: start; font-weight: 700; padding: 2mm 0; border-block-end: 1px solid #1f2933; }
td { padding: 2mm 0; border-block-end: 1px solid #e4e7eb; vertical-align: top; }
.num { text-align: end; white-space: nowrap; padding-inline-start: 8mm; }
.totals { width: 80mm; margin-inline-start: auto; margin-block-start: 4mm; }
.totals td { border: 0; padding: 1mm 0; }
.totals .grand td { border-block-start: 2px solid #1f2933; padding-block-start: 2mm; font-size: 12pt; font-weight: 700; }
.payment { margin-block-start: 8mm; }
tr, .parties, .totals, .payment { break-inside: avoid; }
footer { break-inside: avoid; margin-block-start: 12mm; padding-block-start: 3mm; border-block-start: 1px solid #e4e7eb;
  color: #52606d; font-size: 8.5pt; display: flex; justify-content: space-between; gap: 6mm; }
`;

/** The HTML page of one payment document: escaped values, inlined fonts, right to left for he and ar. */
export function documentPdfHtml(view: DocumentPdfView): string {
  const t = DOCUMENT_PDF_TEXTS[view.language];
  const f = documentFormatters(view);
  const e = escapeHtml;
  const dir = view.language === 'he' || view.language === 'ar' ? 'rtl' : 'ltr';
  const money = (minor: number) => ltr(e(f.money(minor)));

  const issuer = `
    <div class="issuer">
      <div class="issuer-name">${iso(e(view.issuer.legalName))}</div>
      <div class="muted">${iso(e(view.issuer.address))}</div>
      <div class="muted">${e(t.taxNumber)} ${ltr(e(view.issuer.taxNumber))}${
        view.issuer.vatRegistered ? '' : ` · ${e(t.vatExempt)}`
      }</div>
    </div>`;

  const doc = `
    <div class="doc">
      <div class="badge${view.copy ? ' copy' : ''}">${e(view.copy ? t.copy : t.original)}</div>
      <h1>${e(t.title[view.kind])}</h1>
      <dl class="meta">
        <dt>${e(t.number)}</dt><dd>${ltr(String(view.number))}</dd>
        <dt>${e(t.date)}</dt><dd>${ltr(e(f.date(view.issuedAt)))}</dd>
      </dl>
    </div>`;

  const visit = view.visit;
  const visitBox = visit
    ? `
    <div class="box">
      <div class="label">${e(t.visit)}</div>
      <dl class="visit">
        <dt>${e(t.treatment)}</dt><dd>${iso(e(visit.treatment))}</dd>
        ${visit.doctor ? `<dt>${e(t.doctor)}</dt><dd>${iso(e(visit.doctor))}</dd>` : ''}
        ${visit.branch ? `<dt>${e(t.branch)}</dt><dd>${iso(e(visit.branch))}</dd>` : ''}
        <dt>${e(t.visitTime)}</dt><dd>${ltr(e(f.dateTime(visit.startsAt)))}</dd>
      </dl>
    </div>`
    : '';

  const original = view.originalDocument;
  const credit = original
    ? `<p class="credit">${fillText(e(t.creditFor), {
        kind: e(t.title[original.kind]),
        number: ltr(String(original.number)),
      })}</p>`
    : '';

  const rows = view.lines
    .map((line) => `<tr><td>${iso(e(line.description))}</td><td class="num">${money(line.amountMinor)}</td></tr>`)
    .join('');

  const vatRows = view.issuer.vatRegistered
    ? `<tr><td>${e(t.net)}</td><td class="num">${money(view.netMinor)}</td></tr>
       <tr><td>${fillText(e(t.vat), { rate: ltr(e(f.percent(view.vatRateBasisPoints))) })}</td>
         <td class="num">${money(view.vatMinor)}</td></tr>`
    : '';

  const { kind, cardLast4 } = view.method;
  const method =
    kind === 'card' && cardLast4 ? fillText(e(t.cardEnding), { last4: ltr(e(cardLast4)) }) : e(t.method[kind]);

  const body = `<body>
  <header class="top">${issuer}${doc}</header>
  <section class="parties">
    <div class="box"><div class="label">${e(t.receivedFrom)}</div>
      <div class="patient">${iso(e(view.patientName))}</div></div>${visitBox}
  </section>
  ${credit}
  <table class="lines">
    <thead><tr><th>${e(t.description)}</th><th class="num">${e(t.amount)}</th></tr></thead>
    <tbody>${rows}</tbody>
  </table>
  <table class="totals">
    ${vatRows}
    <tr class="grand"><td>${e(t.total)}</td><td class="num">${money(view.totalMinor)}</td></tr>
  </table>
  <div class="payment"><span class="label">${e(t.payment)}</span><div>${method}</div></div>
  <footer><span>${view.issuer.footer ? iso(e(view.issuer.footer)) : ''}</span><span>${e(t.page)}</span></footer>
</body>`;

  return `<!doctype html>
<html lang="${view.language}" dir="${dir}">
<head><meta charset="utf-8"><title>${e(t.title[view.kind])} ${view.number}</title>
<style>${fontFaceCss(body, view.language)}
html { font-family: ${FONT_STACK[view.language]}; }
${STYLE}</style></head>
${body}
</html>`;
}
