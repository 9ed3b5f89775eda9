import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { TenantsService } from '../modules/tenants/tenants.service';
import { originOf } from './origin';

/** JSON that cannot close the script element it sits in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * One process serves the built site too, with the SPA fallback for its routes. A clinic page comes with
 * that clinic's /api/config answer in a data block (not a script: CSP allows no inline code), which saves
 * the first round trip of every visit.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webDist: string | undefined; tenants: TenantsService; publicUrl: string | undefined },
) {
  const root = options.webDist ? resolve(options.webDist) : undefined;
  const indexFile = root ? join(root, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (root && indexHtml) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        // Vite names assets by content hash, so they never change; index.html must always revalidate.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (indexHtml && isPage) {
      const key = decodeURIComponent(path.split('/')[1] ?? '');
      const config = /^[a-z0-9][a-z0-9_-]{0,62}$/i.test(key)
        ? await options.tenants.config(key, originOf(request, options.publicUrl)).catch(() => null)
        : null;
      const html = config
        ? indexHtml.replace(
            '</head>',
            `<script id="tenant-config" type="application/json">${scriptSafeJson(config)}</script></head>`,
          )
        : indexHtml;
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply
      .status(404)
      .send({ success: 0, message: `Not found: ${request.method} ${path}`, request_id: request.id });
  });
}
