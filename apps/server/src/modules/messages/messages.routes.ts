import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCustomerMessageCall } from '@clinic/contract/site/create-customer-message';
import { tenantOf } from '../../http/auth';
import { routeOf } from '../../http/route-of';
import type { MessagesService } from './messages.service';

export function messagesRoutes(deps: {
  messages: MessagesService;
  requireTenant: preHandlerAsyncHookHandler;
  now: () => Date;
}) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(createCustomerMessageCall),
      preHandler: deps.requireTenant,
      handler: async (req) =>
        deps.messages.send({ tenantId: tenantOf(req).id, clientIp: req.ip, message: req.body }, deps.now()),
    });
  };
}
