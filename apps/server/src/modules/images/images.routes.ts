import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getImageCall } from '@clinic/contract/staff/staff-content';
import { routeOf } from '../../http/route-of';
import type { ImageFiles } from './image-files';

/**
 * Stored pictures, to anyone: a name is a hash of the picture's bytes, so an answer never changes and browsers and
 * proxies may keep it a year without asking again.
 */
export function imagesRoutes(deps: { files: ImageFiles }) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(getImageCall),
      handler: async (req, reply) => {
        const bytes = await deps.files.read(req.params.name);
        if (!bytes) return reply.callNotFound();
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', `"${req.params.name}"`)
          .type(getImageCall.responseType)
          .send(bytes);
      },
    });
  };
}
