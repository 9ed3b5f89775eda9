import type { FastifyRequest } from 'fastify';

/** The site's own origin as this request reached it, unless PUBLIC_URL says otherwise. */
export const originOf = (req: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ?? `${req.protocol}://${req.host}`;
