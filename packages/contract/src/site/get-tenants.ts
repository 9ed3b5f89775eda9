import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';

/** Not in the legacy backend: the not-found page lists the tenants this server knows. */
export const ZGetTenantsResponse = z.object({
  success: z.literal(1),
  default_user: z.string(),
  /** The server's SUPPORT_EMAIL, when set: where "Contact support" writes outside any clinic. */
  support_email: z.string().optional(),
  /** True on a demo server, as in /api/config. */
  demo: z.literal(true).optional(),
  users: z.array(z.object({ key: z.string(), name: z.string() })),
});

export const getTenantsCall = defineCall({
  ...ROUTES.getTenants,
  summary: 'Tenants served here and the default one.',
  response: ZGetTenantsResponse,
});
