import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../db/change-feed';
import { AppError } from '../errors';

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** Open agenda streams one staff session may hold in this process (a few tabs); the next is refused. */
export const AGENDA_STREAMS_PER_SESSION = 5;

type StreamOwner = { tenantId: number; sessionId: number };

/**
 * Server-sent events for an open agenda: `change` whenever the clinic's visits or blocked time change (from
 * any server process: the database's change feed), so the page reloads what it shows within moments.
 */
export function createAgendaStreams(changes: ChangeFeed) {
  const bySession = new Map<number, Set<() => void>>();
  return {
    /**
     * Streams a tenant's changes while `stillAllowed` says the session lives (asked at every heartbeat: a logout in
     * another process ends it then; one here, at once). A session past its few streams here gets 429.
     */
    stream(request: FastifyRequest, reply: FastifyReply, owner: StreamOwner, stillAllowed: () => Promise<boolean>) {
      const open = bySession.get(owner.sessionId) ?? new Set<() => void>();
      if (open.size >= AGENDA_STREAMS_PER_SESSION) {
        throw new AppError('AGENDA_STREAM_LIMIT', { params: { count: AGENDA_STREAMS_PER_SESSION } });
      }
      bySession.set(owner.sessionId, open);
      const forget = (close: () => void) => {
        open.delete(close);
        if (open.size === 0 && bySession.get(owner.sessionId) === open) bySession.delete(owner.sessionId);
      };
      open.add(streamAgendaChanges(request, reply, { changes, tenantId: owner.tenantId, stillAllowed }, forget));
    },
    /** Ends a session's streams at once (it logged out here). */
    closeSession(sessionId: number) {
      for (const close of [...(bySession.get(sessionId) ?? [])]) close();
    },
    /** Ends every open stream (the server is closing). */
    closeAll() {
      for (const open of [...bySession.values()]) for (const close of [...open]) close();
    },
  };
}

function streamAgendaChanges(
  request: FastifyRequest,
  reply: FastifyReply,
  { changes, tenantId, stillAllowed }: { changes: ChangeFeed; tenantId: number; stillAllowed: () => Promise<boolean> },
  forget: (close: () => void) => void,
) {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  out.write('retry: 2000\n\n');
  const unsubscribe = changes.subscribe((change) => {
    if (change.kind === 'all' || (change.kind === 'appointments' && change.tenantId === tenantId)) {
      out.write('event: change\ndata: {}\n\n');
    }
  });
  // A session logged out elsewhere or expired since the stream opened ends it at the next heartbeat.
  const heartbeat = setInterval(() => {
    stillAllowed().then(
      (allowed) => (allowed ? out.write(': still here\n\n') : close()),
      () => close(),
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let closed = false;
  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    forget(close);
    out.end();
  }
  request.raw.on('close', close);
  return close;
}
