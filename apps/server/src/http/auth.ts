import type { FastifyRequest } from 'fastify';
import { TENANT_TOKEN_HEADER } from '@clinic/contract/core/headers';
import type { ChangeFeed } from '../db/change-feed';
import { AppError } from '../errors';
import type { CustomerSession } from '../lib/customer-session';
import type { TenantRow } from '../db/tenant-row';

// Request-scoped values live beside the request instead of on a global Fastify augmentation.
const tenants = new WeakMap<FastifyRequest, TenantRow>();
const customers = new WeakMap<FastifyRequest, CustomerSession>();

export function tenantOf(request: FastifyRequest): TenantRow {
  const tenant = tenants.get(request);
  if (!tenant) throw new Error('tenantOf() called on a route without the tenant hook');
  return tenant;
}

export function customerOf(request: FastifyRequest): CustomerSession {
  const session = customers.get(request);
  if (!session) throw new Error('customerOf() called on a route without the customer hook');
  return session;
}

/**
 * Tenant rows change only when a clinic is imported again; keeping a found one saves a database round trip
 * on every call. With a live change feed a kept row lasts until its clinic changes; without one (not yet
 * listening, or a caller without a feed) for a few seconds. Unknown tokens are not kept, so a new clinic
 * works at once.
 */
/** How the hooks find a clinic by its token (the tenants module's repository). */
type TenantsByToken = { findByToken(token: string): Promise<TenantRow | undefined> };
/** How the hooks find a patient's live session (the identity module's repository). */
type LiveSessions = {
  findLive(
    tenantId: number,
    token: string,
    now: Date,
  ): Promise<{ id: number; customerId: number; tenantId: number } | undefined>;
};

function cachedTenantLookup(tenants: TenantsByToken, changes?: ChangeFeed, ttlMs = 10_000, maxEntries = 1_000) {
  const found = new Map<string, { tenant: TenantRow; until: number }>();
  // Moves on with every change heard: a row read while one arrived is not kept (it may predate it).
  let changesHeard = 0;
  changes?.subscribe((change) => {
    if (change.kind === 'all') {
      changesHeard++;
      found.clear();
    } else if (change.kind === 'catalog') {
      changesHeard++;
      for (const [token, entry] of found) if (entry.tenant.id === change.tenantId) found.delete(token);
    }
  });
  return async (token: string): Promise<TenantRow | undefined> => {
    const hit = found.get(token);
    if (hit && (changes?.live || hit.until > performance.now())) return hit.tenant;
    const heardBefore = changesHeard;
    const tenant = await tenants.findByToken(token);
    if (found.size >= maxEntries) found.clear();
    if (tenant && changesHeard === heardBefore) found.set(token, { tenant, until: performance.now() + ttlMs });
    else found.delete(token);
    return tenant;
  };
}

export function createAuthHooks(deps: {
  tenants: TenantsByToken;
  sessions: LiveSessions;
  now: () => Date;
  changes?: ChangeFeed;
}) {
  const findTenant = cachedTenantLookup(deps.tenants, deps.changes);
  /** Every call after /api/config carries the tenant's active_token. */
  async function requireTenant(request: FastifyRequest) {
    const token = request.headers[TENANT_TOKEN_HEADER];
    if (typeof token !== 'string' || token.length === 0) {
      throw new AppError('TENANT_TOKEN_MISSING');
    }
    const tenant = token.length <= 128 ? await findTenant(token) : undefined;
    if (!tenant) throw new AppError('TENANT_TOKEN_UNKNOWN');
    tenants.set(request, tenant);
  }

  /** Customer calls need a live session of this tenant (Authorization: Bearer TOKEN). */
  async function requireCustomer(request: FastifyRequest) {
    await requireTenant(request);
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
    if (!match?.[1]) throw new AppError('SESSION_MISSING');
    const session = await deps.sessions.findLive(tenantOf(request).id, match[1], deps.now());
    if (!session) {
      throw new AppError('SESSION_INVALID');
    }
    customers.set(request, { sessionId: session.id, customerId: session.customerId, tenantId: session.tenantId });
  }

  /**
   * The patient of a call that reads a session only when one comes (after requireTenant): their id, or
   * undefined without a header or with one that is not a live session (never refused for it).
   */
  async function patientIfAny(request: FastifyRequest): Promise<number | undefined> {
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return undefined;
    const session = await deps.sessions.findLive(tenantOf(request).id, match[1], deps.now());
    return session?.customerId;
  }

  return { requireTenant, requireCustomer, patientIfAny };
}
