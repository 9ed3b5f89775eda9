import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffEndWaitlistEntryCall, staffWaitlistCall } from '@clinic/contract/appointments/staff-waitlist';
import { requestLanguage } from '../../http/request-language';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import type { WaitlistDesk } from './waitlist-desk.service';

/** The front desk's waitlist calls: a working staff session; the role is checked in the service. */
export function waitlistDeskRoutes(deps: { desk: WaitlistDesk; hooks: StaffHooks }) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(staffWaitlistCall),
      preHandler: deps.hooks.requireStaff,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return { entries: await deps.desk.list(staff, tenant, requestLanguage(req)) };
      },
    });
    app.route({
      ...routeOf(staffEndWaitlistEntryCall),
      preHandler: deps.hooks.requireStaff,
      handler: async (req) => {
        await deps.desk.end(staffOf(req).staff, req.params.id, req.body);
        return { success: 1 as const };
      },
    });
  };
}
