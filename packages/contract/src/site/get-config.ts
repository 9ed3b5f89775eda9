import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { ROUTES } from '../core/routes';

export const ZGetConfigRequest = z.object({
  user: z
    .string({ error: 'user is required' })
    .regex(/^[a-z0-9][a-z0-9_-]{0,62}$/i, { error: 'Invalid user or configuration not found' }),
});
export const ZGetConfigResponse = z.object({
  success: z.literal(1),
  active_token: z.string(),
  active_user: z.string(),
  api_url: z.string(),
  /** Not in the legacy backend: true on a demo server (codes shown on the page; no message or payment is real). */
  demo: z.literal(true).optional(),
});
export type TGetConfigResponse = z.infer<typeof ZGetConfigResponse>;

export const getConfigCall = defineCall({
  ...ROUTES.getConfig,
  summary: "A tenant's token and the backend that serves its data (cache 5 minutes).",
  query: ZGetConfigRequest,
  response: ZGetConfigResponse,
});
