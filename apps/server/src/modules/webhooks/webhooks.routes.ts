import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  staffCreateWebhookCall,
  staffRemoveWebhookCall,
  staffResumeWebhookCall,
  staffWebhooksCall,
} from '@clinic/contract/webhooks/staff-webhooks';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import type { Webhooks } from './webhooks.service';

/** Owners' webhook endpoints (the service refuses other roles). */
export function webhooksRoutes(deps: { webhooks: Webhooks; hooks: StaffHooks }) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const staffOnly = { preHandler: deps.hooks.requireStaff };
    app.route({
      ...routeOf(staffWebhooksCall),
      ...staffOnly,
      handler: async (req) => deps.webhooks.list(staffOf(req).staff),
    });
    app.route({
      ...routeOf(staffCreateWebhookCall),
      ...staffOnly,
      handler: async (req) => deps.webhooks.create(staffOf(req).staff, req.body),
    });
    app.route({
      ...routeOf(staffRemoveWebhookCall),
      ...staffOnly,
      handler: async (req) => deps.webhooks.remove(staffOf(req).staff, req.params.id),
    });
    app.route({
      ...routeOf(staffResumeWebhookCall),
      ...staffOnly,
      handler: async (req) => deps.webhooks.resume(staffOf(req).staff, req.params.id),
    });
  };
}
