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
    stream(request: FastifyRequest, reply: FastifyReply, tenantId: number) {
      streamAgendaChanges(request, reply, changes, tenantId, open);
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
  changes: ChangeFeed,
  tenantId: number,
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
  const heartbeat = setInterval(() => out.write(': still here\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(close);
    out.end();
  };
  open.add(close);
  request.raw.on('close', close);
}
