import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffInsightsCall, staffInsightsCsvCall } from '@clinic/contract/staff/staff-insights';
import { requestLanguage } from '../../http/request-language';
import { routeOf } from '../../http/route-of';
import { type StaffHooks, staffOf } from '../../http/staff-auth';
import { insightsCsv } from './insights-csv';
import type { Insights } from './insights.service';

/** Owners' insights: the figures as JSON for the screen, and each of its tables as CSV. */
export function insightsRoutes(deps: { insights: Insights; hooks: StaffHooks }) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const staffOnly = { preHandler: deps.hooks.requireStaff };
    app.route({
      ...routeOf(staffInsightsCall),
      ...staffOnly,
      handler: async (req) => {
        const { staff, tenant } = staffOf(req);
        return deps.insights.figures(staff, tenant, req.query, requestLanguage(req));
      },
    });
    app.route({
      ...routeOf(staffInsightsCsvCall),
      ...staffOnly,
      handler: async (req, reply) => {
        const { staff, tenant } = staffOf(req);
        const lang = requestLanguage(req);
        const query = req.query;
        const insights = await deps.insights.figures(staff, tenant, query, lang);
        return reply
          .type(`${staffInsightsCsvCall.responseType}; charset=utf-8`)
          .header('content-disposition', `attachment; filename="insights-${query.table}-${query.from}-${query.to}.csv"`)
          .send(insightsCsv(insights, query.table, lang));
      },
    });
  };
}
