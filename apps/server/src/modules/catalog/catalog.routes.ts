import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getClinicCall,
  getClinicsCall,
  getDoctorCall,
  getDoctorsCall,
  getTreatmentCall,
  getTreatmentsCall,
} from '@clinic/contract/catalog/catalog';
import { tenantOf } from '../../http/auth';
import { cacheableCatalog } from '../../http/cacheable';
import { contentLanguages } from '../../http/request-language';
import { routeOf } from '../../http/route-of';
import type { CatalogService } from './catalog.service';

export function catalogRoutes(deps: { catalog: CatalogService; requireTenant: preHandlerAsyncHookHandler }) {
  const { catalog, requireTenant } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireTenant);
    app.addHook('onSend', cacheableCatalog);

    app.route({
      ...routeOf(getTreatmentsCall),
      handler: async (req) => ({
        success: 1 as const,
        data: await catalog.treatments(tenantOf(req).id, contentLanguages(req, tenantOf(req))),
      }),
    });
    app.route({
      ...routeOf(getTreatmentCall),
      handler: async (req) => ({
        success: 1 as const,
        data: await catalog.treatment(tenantOf(req).id, req.params.id, contentLanguages(req, tenantOf(req))),
      }),
    });
    app.route({
      ...routeOf(getDoctorsCall),
      handler: async (req) => ({
        success: 1 as const,
        data: await catalog.doctors(tenantOf(req).id, contentLanguages(req, tenantOf(req))),
      }),
    });
    app.route({
      ...routeOf(getDoctorCall),
      handler: async (req) => ({
        success: 1 as const,
        data: await catalog.doctor(tenantOf(req).id, req.params.id, contentLanguages(req, tenantOf(req))),
      }),
    });
    app.route({
      ...routeOf(getClinicsCall),
      handler: async (req) => ({
        success: 1 as const,
        data: await catalog.branches(tenantOf(req), contentLanguages(req, tenantOf(req))),
      }),
    });
    app.route({
      ...routeOf(getClinicCall),
      handler: async (req) => ({
        success: 1 as const,
        data: await catalog.branch(tenantOf(req), req.params.id, contentLanguages(req, tenantOf(req))),
      }),
    });
  };
}
