import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getConfigCall } from '@clinic/contract/site/get-config';
import { getTemplateCall } from '@clinic/contract/site/get-template';
import { getTenantsCall } from '@clinic/contract/site/get-tenants';
import { tenantOf } from '../../http/auth';
import { cacheableCatalog } from '../../http/cacheable';
import { originOf } from '../../http/origin';
import { requestLanguage } from '../../http/request-language';
import { routeOf } from '../../http/route-of';
import type { TenantsService } from './tenants.service';

export function tenantsRoutes(deps: {
  tenants: TenantsService;
  requireTenant: preHandlerAsyncHookHandler;
  publicUrl: string | undefined;
}) {
  const { tenants, requireTenant, publicUrl } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(getConfigCall),
      handler: (req) => tenants.config(req.query.user, originOf(req, publicUrl)),
    });
    app.route({ ...routeOf(getTenantsCall), handler: (req) => tenants.directory(requestLanguage(req)) });
    app.route({
      ...routeOf(getTemplateCall),
      preHandler: requireTenant,
      onSend: cacheableCatalog,
      handler: (req) => tenants.template(tenantOf(req), requestLanguage(req)),
    });
  };
}
