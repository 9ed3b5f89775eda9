import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addFamilyMemberCall,
  getFamilyCall,
  removeFamilyMemberCall,
  updateFamilyMemberCall,
} from '@clinic/contract/identity/family';
import { customerOf, tenantOf } from '../../http/auth';
import { routeOf } from '../../http/route-of';
import type { FamilyService } from './family.service';

/** The patient's family members: the tenant token and a live session of that tenant; a patient sees only their own. */
export function familyRoutes(deps: { family: FamilyService; requireCustomer: preHandlerAsyncHookHandler }) {
  const { family, requireCustomer } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireCustomer);

    app.route({
      ...routeOf(getFamilyCall),
      handler: async (req) => ({
        success: 1 as const,
        members: await family.list(tenantOf(req).id, customerOf(req).customerId),
      }),
    });

    app.route({
      ...routeOf(addFamilyMemberCall),
      handler: async (req) => ({
        success: 1 as const,
        member: await family.add(tenantOf(req).id, customerOf(req).customerId, req.body),
      }),
    });

    app.route({
      ...routeOf(updateFamilyMemberCall),
      handler: async (req) => ({
        success: 1 as const,
        member: await family.update(tenantOf(req).id, customerOf(req).customerId, req.params.id, req.body),
      }),
    });

    app.route({
      ...routeOf(removeFamilyMemberCall),
      handler: async (req) => {
        await family.remove(tenantOf(req).id, customerOf(req).customerId, req.params.id);
        return { success: 1 as const };
      },
    });
  };
}
