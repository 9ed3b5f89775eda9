import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelAppointmentCall,
  createAppointmentCall,
  getAppointmentListCall,
  updateAppointmentCall,
} from '@clinic/contract/appointments/appointments';
import { getCancelTermsCall } from '@clinic/contract/appointments/cancel-terms';
import { AppError } from '../../errors';
import { customerOf, tenantOf } from '../../http/auth';
import { assertOwnCustomer } from '../../lib/customer-session';
import { contentLanguages, requestLanguage } from '../../http/request-language';
import { routeOf } from '../../http/route-of';
import type { AppointmentsService } from './appointments.service';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** An Idempotency-Key header: visible ASCII, 1..200 characters. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(value)) {
    throw new AppError('IDEMPOTENCY_KEY_INVALID');
  }
  return value;
}

/** Customer calls: every route here needs the tenant token and a live session of that tenant. */
export function appointmentsRoutes(deps: {
  appointments: AppointmentsService;
  requireCustomer: preHandlerAsyncHookHandler;
}) {
  const { appointments, requireCustomer } = deps;
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireCustomer);

    app.route({
      ...routeOf(createAppointmentCall),
      handler: async (req) => {
        const session = customerOf(req);
        assertOwnCustomer(session, req.body.cust_id);
        return appointments.create(
          tenantOf(req),
          session.customerId,
          {
            branchId: req.body.branch,
            treatmentId: req.body.appointments_type_id,
            date: req.body.date,
            startTime: req.body.start_time,
            familyMemberId: req.body.family_member_id,
            doctorId: req.body.doctor_id,
            preferredDoctorId: req.body.preferred_doctor_id,
          },
          idempotencyKeyOf(req),
        );
      },
    });

    app.route({
      ...routeOf(getAppointmentListCall),
      handler: async (req) => {
        const session = customerOf(req);
        assertOwnCustomer(session, req.query.cust_id);
        return {
          success: 1 as const,
          data: await appointments.list(
            tenantOf(req),
            session.customerId,
            req.query.booking_type,
            contentLanguages(req, tenantOf(req)),
          ),
        };
      },
    });

    app.route({
      ...routeOf(cancelAppointmentCall),
      handler: async (req) => {
        const session = customerOf(req);
        assertOwnCustomer(session, req.body.cust_id);
        const refund = await appointments.cancel(tenantOf(req), session.customerId, req.body.appointment_id);
        return { success: 1 as const, message: 'Appointment cancelled successfully', ...(refund ? { refund } : {}) };
      },
    });

    app.route({
      ...routeOf(getCancelTermsCall),
      handler: async (req) => ({
        success: 1 as const,
        terms: await appointments.cancelTerms(tenantOf(req), customerOf(req).customerId, req.params.id),
      }),
    });

    app.route({
      ...routeOf(updateAppointmentCall),
      handler: async (req) => {
        const session = customerOf(req);
        const moved = await appointments.update(tenantOf(req), session.customerId, {
          appointmentId: req.body.appointment_id,
          date: req.body.date,
          startTime: req.body.start_time,
          endTime: req.body.end_time,
          doctorId: req.body.doctor_id,
          lang: requestLanguage(req),
        });
        return {
          success: 1 as const,
          message: `Appointment updated to ${moved.date} ${moved.startTime}-${moved.endTime}`,
        };
      },
    });
  };
}
