import sanitize from 'sanitize-html';
import { FORBIDDEN_TAGS } from './policy';

// The tags and attributes of formatted text; none of ./policy.ts's forbidden ones.
const ALLOWED_TAGS = [
  ...sanitize.defaults.allowedTags.filter((tag) => !(FORBIDDEN_TAGS as readonly string[]).includes(tag)),
  'img',
  'h1',
  'h2',
];

/**
 * Staff-written HTML made safe to show, on the server, which has no DOM for DOMPurify (./sanitize.ts): the page's
 * first screen drawn there (entry-server.tsx), which the browser's render then replaces with its own.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      // target and rel: always the ones transformTags sets.
      a: ['href', 'name', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['dir', 'lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  });
}
