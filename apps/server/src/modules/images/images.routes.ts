import type { FastifyInstance } from 'fastify';
import { IMAGES_PATH, type ImageFiles } from './image-files';

/**
 * Stored pictures, to anyone: a name is a hash of the picture's bytes, so an answer never changes and browsers and
 * proxies may keep it a year without asking again.
 */
export function imagesRoutes(deps: { files: ImageFiles }) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { name: string } }>(`${IMAGES_PATH}/:name`, async (req, reply) => {
      const bytes = await deps.files.read(req.params.name);
      if (!bytes) return reply.callNotFound();
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${req.params.name}"`)
        .type('image/webp')
        .send(bytes);
    });
  };
}
