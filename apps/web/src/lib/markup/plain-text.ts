/**
 * Plain text of a bit of staff-written HTML. DOMParser documents are inert: nothing in them runs or
 * loads, and only the text is ever read back (never assigned to innerHTML).
 */
export function stripMarkup(html: string | null | undefined): string {
  if (!html) return '';
  // Block ends and line breaks become spaces so "<p>a</p><p>b</p>" reads "a b".
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|ul|ol|tr)>|<br\s*\/?>/gi, '$& ');
  const body = new DOMParser().parseFromString(spaced, 'text/html').body;
  for (const el of body.querySelectorAll('script, style, template, noscript')) el.remove();
  const text = body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
