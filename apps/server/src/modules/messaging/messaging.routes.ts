import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffFailedWhatsAppCall } from '@clinic/contract/messaging/staff-whatsapp';
import { requestLanguage } from '../../http/request-language';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import type { MessagingStaff } from './messaging-staff.service';

/** The staff's view of WhatsApp messaging: what could not be delivered. */
export function messagingRoutes(deps: { staff: MessagingStaff; hooks: StaffHooks }) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(staffFailedWhatsAppCall),
      preHandler: deps.hooks.requireStaff,
      handler: async (req) => deps.staff.failed(staffOf(req).staff, req.query, requestLanguage(req)),
    });
  };
}
