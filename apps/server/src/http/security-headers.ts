import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { SiteStylesheet } from './site-stylesheet';

/**
 * Security headers from helmet, its middleware built once: @fastify/helmet rebuilt it (and re-parsed the CSP)
 * on every request, a tenth of the server's time on a small answer.
 */
export function registerSecurityHeaders(app: FastifyInstance, siteStylesheet?: SiteStylesheet) {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly only (never eval): the desk's QR reader where the browser has no BarcodeDetector.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // react-aria inserts two fixed style rules (touch-action on pressables, overscroll while a modal
        // is open); their hashes allow exactly those and nothing else inline.
        styleSrc: [
          "'self'",
          "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
          "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
          // The site's own stylesheet, written into each page (site-stylesheet.ts).
          ...(siteStylesheet ? [siteStylesheet.cspSource] : []),
        ],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Only the clinic's embed page may be framed, by the origins it lists (embed/embed-routes.ts).
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The payment popup must stay watchable (closed or not) after it navigates to a provider's page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}

/**
 * Staff answers (the login's token, patients' cards, the audit log) are never stored by a browser or a shared
 * cache: `no-store` on every answer under /api/staff, errors included, whatever a route set.
 */
export function registerStaffNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/staff')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
