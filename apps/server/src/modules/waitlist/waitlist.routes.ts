import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cancelWaitlistEntryCall, getWaitlistCall, joinWaitlistCall } from '@clinic/contract/appointments/waitlist';
import { customerOf, tenantOf } from '../../http/auth';
import { contentLanguages } from '../../http/request-language';
import { routeOf } from '../../http/route-of';
import type { WaitlistService } from './waitlist.service';

/** The patient's waitlist calls: the tenant token and a live session of that tenant; a patient sees only their own. */
export function waitlistRoutes(deps: { waitlist: WaitlistService; requireCustomer: preHandlerAsyncHookHandler }) {
  const { waitlist, requireCustomer } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireCustomer);

    app.route({
      ...routeOf(joinWaitlistCall),
      handler: async (req) => {
        const entry = await waitlist.join(
          tenantOf(req),
          customerOf(req).customerId,
          {
            branchId: req.body.branch,
            treatmentId: req.body.appointments_type_id,
            date: req.body.date,
            until: req.body.until,
            doctorId: req.body.doctor_id,
          },
          contentLanguages(req, tenantOf(req)),
        );
        return { success: 1 as const, entry };
      },
    });

    app.route({
      ...routeOf(getWaitlistCall),
      handler: async (req) => ({
        success: 1 as const,
        entries: await waitlist.list(tenantOf(req), customerOf(req).customerId, contentLanguages(req, tenantOf(req))),
      }),
    });

    app.route({
      ...routeOf(cancelWaitlistEntryCall),
      handler: async (req) => {
        await waitlist.cancel(tenantOf(req), customerOf(req).customerId, req.params.id);
        return { success: 1 as const };
      },
    });
  };
}
