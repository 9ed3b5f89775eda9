import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { MetricsPort } from '../lib/metrics-port';
import { mayReadMetrics } from './metrics-access';
import { operationalCounts } from './operational-counts';

export type MetricsConfig = { token: string | undefined; perTenant: boolean };

/** A route's config may name the label its requests are timed under instead of its own pattern. */
type RouteLabel = { metricsRoute?: string };

/**
 * Times every route registered in `scope` from here on under one route label, `static`: the built site's files
 * are a route each, hundreds per build and renamed by every deploy, which would grow the label without bound.
 */
export function timeAsStaticFiles(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    const label: RouteLabel = { metricsRoute: 'static' };
    route.config = { ...route.config, ...label };
  });
}

/** The route label of a request: its route's pattern or named label, or `unmatched` for any address no route answers. */
function routeLabelOf(request: FastifyRequest): string {
  if (request.is404) return 'unmatched';
  return (request.routeOptions.config as RouteLabel).metricsRoute ?? request.routeOptions.url ?? 'unmatched';
}

/**
 * The process's Prometheus registry: request latencies by route pattern (never the raw address, which carries
 * ids and grows without bound), the counters services report through the metrics port, gauges read from the
 * database at each scrape, and Node's default metrics. One registry per app, so tests may build several.
 */
export function createMetrics(database: Database, config: MetricsConfig) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const tenantLabel = config.perTenant ? ['tenant'] : [];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'clinic_bookings_total',
    help: 'Booking attempts, by outcome (booked, refused_taken, refused_rule) and source (patient, staff)',
    labelNames: ['outcome', 'source', ...tenantLabel],
    registers: [registry],
  });
  const visitEvents = new Counter({
    name: 'clinic_visit_events_total',
    help: 'Visit changes followed, by the kind of their event (booked, moved, cancelled, expired, arrived, …)',
    labelNames: ['kind', ...tenantLabel],
    registers: [registry],
  });
  const otpSends = new Counter({
    name: 'clinic_otp_sends_total',
    help: 'One-time codes handed to the WhatsApp provider',
    registers: [registry],
  });
  new Gauge({
    name: 'clinic_message_jobs',
    help: 'Messages to patients not yet delivered: waiting, and late (waiting for more than 5 minutes)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const counts = await operationalCounts(database.db);
      this.set({ state: 'waiting' }, counts.messagesWaiting);
      this.set({ state: 'late' }, counts.messagesLate);
      refundsOwed.set(counts.refundsOwed);
    },
  });
  const refundsOwed = new Gauge({
    name: 'clinic_refunds_owed',
    help: 'Payments whose refund is owed and not yet made (refund_due, refund_pending)',
    registers: [registry],
  });
  new Gauge({
    name: 'clinic_db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.poolStats?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  const port: MetricsPort = {
    booking: (outcome, source, tenantId) =>
      bookings.inc(config.perTenant ? { outcome, source, tenant: String(tenantId) } : { outcome, source }),
    visitChanged: (kind, tenantId) => visitEvents.inc(config.perTenant ? { kind, tenant: String(tenantId) } : { kind }),
    otpSent: () => otpSends.inc(),
  };

  /** Times every request and serves GET /metrics to those allowed (404 to the others: nothing to see here). */
  function register(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      requestDuration.observe(
        {
          // The pattern (/api/staff/visits/:id), `static` for the site's files, `unmatched` for 404s of no route.
          route: routeLabelOf(request),
          method: request.method,
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    });
    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      if (!mayReadMetrics(request, config.token)) {
        throw new AppError('NOT_FOUND');
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  }

  return { port, register, registry };
}
