import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/markup/sanitize';

/** Clinic staff's HTML, sanitized before it reaches the page. */
export function SafeHtml({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!clean) return null;
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
