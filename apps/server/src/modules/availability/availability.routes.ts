import etag from 'etag';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type TGetAvailableTimeResponse, getAvailableTimeCall } from '@clinic/contract/get-available-time';
import { tenantOf } from '../../http/auth';
import { routeOf } from '../../http/route-of';
import type { AvailabilityService } from './availability.service';
import type { Slot } from './slots';

export function availabilityRoutes(deps: {
  availability: AvailabilityService;
  requireTenant: preHandlerAsyncHookHandler;
}) {
  const { availability, requireTenant } = deps;
  // The service answers the same slots (by identity) until the data or the next slot's start changes; the
  // answer, its JSON and its ETag are kept alongside, so most requests only look them up.
  const answers = new WeakMap<readonly Slot[], TGetAvailableTimeResponse>();
  const answerOf = (slots: readonly Slot[]) => {
    let answer = answers.get(slots);
    if (!answer) {
      answer = { success: 1, time_slots: slots.map((s) => ({ time: s.time, available: s.available })) };
      answers.set(slots, answer);
    }
    return answer;
  };
  const bodies = new WeakMap<object, string>();
  const serializeKept = (data: unknown) => {
    if (typeof data !== 'object' || data === null) return JSON.stringify(data);
    let body = bodies.get(data);
    if (body === undefined) bodies.set(data, (body = JSON.stringify(data)));
    return body;
  };
  const tags = new WeakMap<object, string>();
  const tagOf = (answer: TGetAvailableTimeResponse) => {
    let tag = tags.get(answer);
    if (tag === undefined) tags.set(answer, (tag = etag(serializeKept(answer), { weak: true })));
    return tag;
  };

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
        });
        const answer = answerOf(slots);
        reply.header('etag', tagOf(answer));
        return answer;
      },
    });
  };
}
