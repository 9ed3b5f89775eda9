import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  staffMessageAnsweredCall,
  staffMessageReadCall,
  staffMessagesCall,
  staffPaymentsCall,
  staffPaymentsCsvCall,
  staffRefundPaymentCall,
} from '@clinic/contract/staff/staff-inbox';
import { requestLanguage } from '../../http/request-language';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import type { ClinicSetupServices } from './clinic-setup.services';
import { paymentsCsv } from './payments-csv';

/** The back office: the contact form's inbox and the payments, as JSON and as CSV (the services check the role). */
export function inboxRoutes(deps: Pick<ClinicSetupServices, 'inbox' | 'payments'> & { hooks: StaffHooks }) {
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
      ...routeOf(staffPaymentsCsvCall),
      handler: async (req, reply) => {
        const { staff, tenant } = staffOf(req);
        const { from, to } = req.query;
        const pages = payments.exportPages(staff, tenant, req.query, requestLanguage(req));
        return reply
          .type(`${staffPaymentsCsvCall.responseType}; charset=utf-8`)
          .header('content-disposition', `attachment; filename="payments-${from ?? 'start'}-${to ?? 'now'}.csv"`)
          .send(Readable.from(paymentsCsv(pages, tenant.timeZone)));
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
