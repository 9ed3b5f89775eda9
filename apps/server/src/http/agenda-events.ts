import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../db/change-feed';

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events for an open agenda: `change` whenever the clinic's visits or blocked time change (from
 * any server process: the database's change feed), so the page reloads what it shows within moments.
 */
export function createAgendaStreams(changes: ChangeFeed) {
  const open = new Set<() => void>();
  return {
    /** Streams a tenant's changes while `stillAllowed` says the session lives (asked at every heartbeat). */
    stream(request: FastifyRequest, reply: FastifyReply, tenantId: number, stillAllowed: () => Promise<boolean>) {
      streamAgendaChanges(request, reply, { changes, tenantId, stillAllowed }, open);
    },
    /** Ends every open stream (the server is closing). */
    closeAll() {
      for (const close of open) close();
    },
  };
}

function streamAgendaChanges(
  request: FastifyRequest,
  reply: FastifyReply,
  { changes, tenantId, stillAllowed }: { changes: ChangeFeed; tenantId: number; stillAllowed: () => Promise<boolean> },
  open: Set<() => void>,
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
  // A session logged out or expired since the stream opened ends it at the next heartbeat.
  const heartbeat = setInterval(() => {
    stillAllowed().then(
      (allowed) => (allowed ? out.write(': still here\n\n') : close()),
      () => close(),
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();
  function close() {
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(close);
    out.end();
  }
  open.add(close);
  request.raw.on('close', close);
}
