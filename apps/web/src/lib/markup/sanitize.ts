import DOMPurify from 'dompurify';
import { FORBIDDEN_TAGS } from './policy';

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

/** Staff-written HTML made safe to show (the policy of ./policy.ts), in the browser. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    FORBID_TAGS: [...FORBIDDEN_TAGS],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
}
