import { useMemo } from 'react';
import DOMPurify from 'dompurify';

// Staff-written descriptions: formatting survives; scripts, event handlers, javascript: URLs, forms,
// frames and styles do not. Links leave the site in a new tab without access to it.
const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
];
let hooked = false;
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style'], ALLOW_DATA_ATTR: false });
}

/** Clinic staff's HTML, sanitized before it reaches the page. */
export function SafeHtml({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!clean) return null;
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
