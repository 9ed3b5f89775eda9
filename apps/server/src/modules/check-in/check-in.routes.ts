import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffCheckInCall } from '@clinic/contract/appointments/staff-check-in';
import { requestLanguage } from '../../http/request-language';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import type { CheckIn } from './check-in.service';

/** The front desk's check-in by a visit card's code. */
export function checkInRoutes(deps: { checkIn: CheckIn; hooks: StaffHooks }) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(staffCheckInCall),
      preHandler: deps.hooks.requireStaff,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return deps.checkIn.checkIn(staff, tenant, req.body.code, requestLanguage(req));
      },
    });
  };
}
