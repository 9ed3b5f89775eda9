import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  staffDeskPaymentCall,
  staffRefundVisitCall,
  staffVisitMoneyCall,
} from '@clinic/contract/staff/staff-visit-money';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import type { VisitMoneyActions } from './visit-money.service';

/** A visit's money at the desk (the service checks the role). */
export function visitMoneyRoutes(deps: { money: VisitMoneyActions; hooks: StaffHooks }) {
  const { money } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', deps.hooks.requireStaff);
    app.route({
      ...routeOf(staffVisitMoneyCall),
      handler: async (req) => money.read(staffOf(req).staff, req.params.id),
    });
    app.route({
      ...routeOf(staffRefundVisitCall),
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return money.refund(staff, tenant, req.params.id, req.body);
      },
    });
    app.route({
      ...routeOf(staffDeskPaymentCall),
      handler: async (req) => money.recordDesk(staffOf(req).staff, req.params.id, req.body),
    });
  };
}
