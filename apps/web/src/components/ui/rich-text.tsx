import { Suspense } from 'react';
import { stripMarkup } from '../../lib/strip-markup';
import { lazyPart } from '../../lib/lazy-part';

// The sanitiser loads only for text that has markup: most clinics write plain sentences.
const SafeHtml = lazyPart(() => import('./safe-html').then((m) => ({ default: m.SafeHtml })));

/** Whether clinic-written text holds markup (a tag or an entity) that only the sanitiser may render. */
export const hasMarkup = (text: string) => /[<&]/.test(text);

/**
 * Clinic-written text: plain text as it is (React escapes it); text with markup through the sanitiser, with
 * its plain words standing in until the sanitiser has loaded.
 */
export function RichText({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  if (!hasMarkup(html)) return <p className={className}>{html}</p>;
  return (
    <Suspense fallback={<p className={className}>{stripMarkup(html)}</p>}>
      <SafeHtml html={html} className={className} />
    </Suspense>
  );
}
