import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAvailableTimeCall } from '@clinic/contract/get-available-time';
import { tenantOf } from '../../http/auth';
import { routeOf } from '../../http/route-of';
import type { AvailabilityService } from './availability.service';

export function availabilityRoutes(deps: {
  availability: AvailabilityService;
  requireTenant: preHandlerAsyncHookHandler;
}) {
  const { availability, requireTenant } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireTenant);

    app.route({
      ...routeOf(getAvailableTimeCall),
      handler: async (req) => {
        const slots = await availability.day(tenantOf(req), {
          branchId: req.query.branch,
          treatmentId: req.query.appointment_type,
          date: req.query.date,
        });
        return { success: 1 as const, time_slots: slots.map((s) => ({ time: s.time, available: s.available })) };
      },
    });
  };
}
