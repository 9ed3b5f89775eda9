import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCustomerMessageCall } from '@clinic/contract/create-customer-message';
import { tenantOf } from '../../http/auth';
import { routeOf } from '../../http/route-of';
import type { MessagesRepository } from './messages.repository';

export function messagesRoutes(deps: { messages: MessagesRepository; requireTenant: preHandlerAsyncHookHandler }) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(createCustomerMessageCall),
      preHandler: deps.requireTenant,
      // Contact messages carry no rule beyond the contract's validation, so the route stores them directly.
      handler: async (req) => {
        await deps.messages.insert({ tenantId: tenantOf(req).id, ...req.body });
        return { success: 1 as const, message: 'Thank you! Your message has been sent.' };
      },
    });
  };
}
