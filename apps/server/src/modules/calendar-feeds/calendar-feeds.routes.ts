import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getCalendarFeedCall,
  staffCreateCalendarFeedCall,
  staffRevokeCalendarFeedCall,
} from '@clinic/contract/appointments/staff-series';
import { AppError } from '../../errors';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import type { CalendarFeeds } from './calendar-feeds.service';
import { originOf } from '../../http/origin';

/** A feed token: 32 random bytes in base64url (43 characters). */
const FEED_TOKEN = /^([A-Za-z0-9_-]{43})(?:\.ics)?$/;

/** Staff make and revoke doctors' feeds; calendar apps read a feed by its address alone. */
export function calendarFeedsRoutes(deps: { feeds: CalendarFeeds; hooks: StaffHooks; publicUrl: string | undefined }) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    // The site's origin: the configured one, else the one this request reached (each request its own).
    const staffOnly = { preHandler: deps.hooks.requireStaff };

    app.route({
      ...routeOf(staffCreateCalendarFeedCall),
      ...staffOnly,
      handler: async (req) => deps.feeds.create(staffOf(req).staff, req.body.doctor_id, originOf(req, deps.publicUrl)),
    });
    app.route({
      ...routeOf(staffRevokeCalendarFeedCall),
      ...staffOnly,
      handler: async (req) => deps.feeds.revoke(staffOf(req).staff, req.body.doctor_id),
    });
    app.route({
      ...routeOf(getCalendarFeedCall),
      handler: async (req, reply) => {
        const token = FEED_TOKEN.exec(req.params.token)?.[1];
        if (!token) throw new AppError('NOT_FOUND');
        const body = await deps.feeds.feed(token, originOf(req, deps.publicUrl), req.ip);
        return reply
          .header('cache-control', 'private, max-age=300')
          .header('content-disposition', 'inline; filename="visits.ics"')
          .type(`${getCalendarFeedCall.responseType}; charset=utf-8`)
          .send(body);
      },
    });
  };
}
