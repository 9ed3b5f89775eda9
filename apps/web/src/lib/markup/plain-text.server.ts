import { parseDocument } from 'htmlparser2';
import { findAll, removeElement, textContent } from 'domutils';

/**
 * Plain text of a bit of staff-written HTML, on the server, which has no DOMParser (./plain-text.ts): the same
 * text, for the page's first screen drawn there (entry-server.tsx).
 */
export function stripMarkup(html: string | null | undefined): string {
  if (!html) return '';
  // Block ends and line breaks become spaces so "<p>a</p><p>b</p>" reads "a b".
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|ul|ol|tr)>|<br\s*\/?>/gi, '$& ');
  const document = parseDocument(spaced);
  const hidden = new Set(['script', 'style', 'template', 'noscript']);
  for (const element of findAll((element) => hidden.has(element.name), document.children)) removeElement(element);
  return textContent(document).replace(/\s+/g, ' ').trim();
}
