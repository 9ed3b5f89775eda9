import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  staffBookSeriesCall,
  staffCancelSeriesCall,
  staffMoveSeriesCall,
} from '@clinic/contract/appointments/staff-series';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import type { SeriesActions } from './series-actions.service';

/** Recurring visits: staff book a series all or nothing, and end it from a date on. */
export function seriesRoutes(deps: { series: SeriesActions; hooks: StaffHooks }) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const staffOnly = { preHandler: deps.hooks.requireStaff };
    app.route({
      ...routeOf(staffBookSeriesCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return deps.series.book(staff, tenant, req.body);
      },
    });
    app.route({
      ...routeOf(staffCancelSeriesCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return deps.series.cancelFrom(staff, tenant, req.params.id, req.body);
      },
    });
    app.route({
      ...routeOf(staffMoveSeriesCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return deps.series.moveFrom(staff, tenant, req.params.id, req.body);
      },
    });
  };
}
