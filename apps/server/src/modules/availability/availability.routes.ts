import etag from 'etag';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type TGetAvailableTimeResponse, getAvailableTimeCall } from '@clinic/contract/catalog/get-available-time';
import { getEarliestTimeCall } from '@clinic/contract/catalog/get-earliest-time';
import { getAvailableDaysCall } from '@clinic/contract/catalog/get-available-days';
import { tenantOf } from '../../http/auth';
import { routeOf } from '../../http/route-of';
import type { AvailabilityService } from './availability.service';
import type { EarliestService } from './earliest.service';
import type { Slot } from './slots';

export function availabilityRoutes(deps: {
  availability: AvailabilityService;
  earliest: EarliestService;
  requireTenant: preHandlerAsyncHookHandler;
  /** The patient whose session came with the call, if any (a waitlist offer's time is free to them). */
  patientIfAny: (request: FastifyRequest) => Promise<number | undefined>;
}) {
  const { availability, earliest, requireTenant, patientIfAny } = deps;
  // The service answers the same slots (by identity) until the data or the next slot's start changes; the
  // answer is built once per slots, with its JSON and ETag, so most requests only look them up.
  const answers = new WeakMap<readonly Slot[], TGetAvailableTimeResponse>();
  const sent = new WeakMap<object, { body: string; tag: string }>();
  const answerOf = (slots: readonly Slot[]) => {
    let answer = answers.get(slots);
    if (!answer) {
      answer = {
        success: 1,
        time_slots: slots.map((s) => ({
          time: s.time,
          available: s.available,
          starts_visit: s.startsVisit,
          ...(s.doctorId === undefined ? {} : { doctor_id: s.doctorId }),
        })),
      };
      const body = JSON.stringify(answer);
      sent.set(answer, { body, tag: etag(body, { weak: true }) });
      answers.set(slots, answer);
    }
    return answer;
  };
  const serializeKept = (data: unknown) =>
    (typeof data === 'object' && data !== null && sent.get(data)?.body) || JSON.stringify(data);

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireTenant);

    app.route({
      ...routeOf(getAvailableTimeCall),
      serializerCompiler: () => serializeKept,
      handler: async (req, reply) => {
        const slots = await availability.day(tenantOf(req), {
          branchId: req.query.branch,
          treatmentId: req.query.appointment_type,
          date: req.query.date,
          doctorId: req.query.doctor,
          patient: await patientIfAny(req),
        });
        const answer = answerOf(slots);
        reply.header('etag', sent.get(answer)!.tag);
        return answer;
      },
    });

    app.route({
      ...routeOf(getAvailableDaysCall),
      handler: async (req) => ({
        success: 1 as const,
        days: await availability.dayStates(tenantOf(req), {
          branchId: req.query.branch,
          treatmentId: req.query.appointment_type,
          doctorId: req.query.doctor,
          patient: await patientIfAny(req),
        }),
      }),
    });

    app.route({
      ...routeOf(getEarliestTimeCall),
      handler: async (req) => {
        const found = await earliest.earliest(
          tenantOf(req),
          {
            treatmentId: req.query.appointment_type,
            ...(req.query.branch === undefined ? {} : { branchId: req.query.branch }),
            ...(req.query.from === undefined ? {} : { from: req.query.from }),
          },
          { by: 'patient', doctorId: req.query.doctor },
        );
        return {
          success: 1 as const,
          earliest: found.map((e) => ({
            branch: e.branchId,
            date: e.date,
            start_time: e.time,
            doctor_count: e.doctorCount,
          })),
        };
      },
    });
  };
}
