import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  staffMessageAnsweredCall,
  staffMessageReadCall,
  staffMessagesCall,
  staffPaymentsCall,
  staffRefundPaymentCall,
} from '@clinic/contract/staff/staff-inbox';
import { requestLanguage } from '../../http/request-language';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import type { ClinicSetupModule } from './clinic-setup.module';

/** The back office: the contact form's inbox and the payments (the services check the role). */
export function inboxRoutes(deps: Pick<ClinicSetupModule, 'inbox' | 'payments'> & { hooks: StaffHooks }) {
  const { inbox, payments } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', deps.hooks.requireStaff);

    app.route({ ...routeOf(staffMessagesCall), handler: async (req) => inbox.list(staffOf(req).staff, req.query) });
    app.route({
      ...routeOf(staffMessageReadCall),
      handler: async (req) => inbox.markRead(staffOf(req).staff, req.params.id),
    });
    app.route({
      ...routeOf(staffMessageAnsweredCall),
      handler: async (req) => inbox.markAnswered(staffOf(req).staff, req.params.id),
    });
    app.route({
      ...routeOf(staffPaymentsCall),
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return payments.list(staff, tenant, req.query, requestLanguage(req));
      },
    });
    app.route({
      ...routeOf(staffRefundPaymentCall),
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return payments.refund(staff, tenant, req.params.id, requestLanguage(req));
      },
    });
  };
}
