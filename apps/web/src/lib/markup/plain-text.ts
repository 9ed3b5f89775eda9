import { UNREAD_TAGS, collapseSpaces, spaceBlocks } from './text-shape';

/**
 * Plain text of a bit of staff-written HTML. DOMParser documents are inert: nothing in them runs or
 * loads, and only the text is ever read back (never assigned to innerHTML).
 */
export function stripMarkup(html: string | null | undefined): string {
  if (!html) return '';
  const spaced = spaceBlocks(html);
  const body = new DOMParser().parseFromString(spaced, 'text/html').body;
  for (const el of body.querySelectorAll(UNREAD_TAGS.join(', '))) el.remove();
  return collapseSpaces(body.textContent ?? '');
}
