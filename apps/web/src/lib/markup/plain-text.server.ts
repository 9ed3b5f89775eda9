import { parseDocument } from 'htmlparser2';
import { findAll, removeElement, textContent } from 'domutils';
import { UNREAD_TAGS, collapseSpaces, spaceBlocks } from './text-shape';

/**
 * Plain text of a bit of staff-written HTML, on the server, which has no DOMParser (./plain-text.ts): the same
 * text, for the page's first screen drawn there (entry-server.tsx).
 */
export function stripMarkup(html: string | null | undefined): string {
  if (!html) return '';
  const spaced = spaceBlocks(html);
  const document = parseDocument(spaced);
  for (const element of findAll((element) => UNREAD_TAGS.includes(element.name), document.children))
    removeElement(element);
  return collapseSpaces(textContent(document));
}
