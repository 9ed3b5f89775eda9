/** SIGTERM drain: every request a server had accepted gets a complete answer, and the process exits 0. */
import { addDays } from '../../apps/server/src/lib/zoned-time';
import { BRANCH, TREATMENT } from '../seed';
import type { Clinic, Patient } from './patients';
import { type Server, stopServer } from './servers';
import { DRAIN_LATE, DRAIN_REQUESTS, REQUEST_TIMEOUT_MS, fail, sleep } from './shared';

export async function drain(
  label: string,
  start: (onLine: (line: string) => void) => Promise<Server>,
  clinic: Clinic,
  patients: Patient[],
) {
  // A request the server logged (any line with its request id) was accepted and must get a whole answer.
  const received = new Set<string>();
  const server = await start((line) => {
    if (!line.includes('"reqId":"drain-')) return;
    try {
      const entry = JSON.parse(line) as { reqId?: string };
      if (entry.reqId) received.add(entry.reqId);
    } catch {
      // not a log line
    }
  });
  const base = `http://127.0.0.1:${server.port}`;
  const dates = Array.from({ length: 30 }, (_, i) => addDays(clinic.today, i + 1));
  let answered = 0;
  const fire = async (i: number) => {
    const id = `drain-${i}`;
    const p = patients[i % patients.length]!;
    const headers = { 'x-tenant-token': clinic.token, 'x-request-id': id };
    const date = dates[i % dates.length]!;
    try {
      const res =
        i % 2
          ? await fetch(`${base}/api/bull36/create_appointment`, {
              method: 'POST',
              headers: {
                ...headers,
                authorization: `Bearer ${p.token}`,
                'content-type': 'application/json',
                'idempotency-key': `drain-${Date.now()}-${i}`,
              },
              body: JSON.stringify({
                branch: BRANCH,
                date,
                start_time: `${String(8 + (i % 10)).padStart(2, '0')}:${i % 4 < 2 ? '00' : '30'}`,
                end_time: '00:00',
                appointments_type_id: TREATMENT,
                cust_id: p.customerId,
              }),
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            })
          : await fetch(
              `${base}/api/bull36/get_available_time?data_time=5&branch=${BRANCH}&appointment_type=${TREATMENT}&date=${date}`,
              { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
            );
      await res.arrayBuffer(); // the whole body, or a throw
      answered++;
      return { id, status: res.status, at: Date.now() };
    } catch (error) {
      return { id, error: (error as Error & { cause?: { code?: string } }).cause?.code ?? String(error) };
    }
  };
  const requests = Array.from({ length: DRAIN_REQUESTS }, (_, i) => fire(i));
  // SIGTERM while most requests are in flight: after the first 10 answers (or 5 s).
  for (let i = 0; i < 500 && answered < 10; i++) await sleep(10);
  const answeredAtSigterm = answered;
  const sigtermAt = Date.now();
  server.child.kill('SIGTERM');
  // Latecomers during the drain: on a kept-alive connection they get 503, new connections are refused.
  await sleep(50);
  const late = Array.from({ length: DRAIN_LATE }, (_, i) => fire(DRAIN_REQUESTS + i));
  const results = await Promise.all([...requests, ...late]);
  const stopped = await stopServer(server, null); // only waits (and SIGKILLs after the timeout)
  const exitMs = Date.now() - sigtermAt;

  const statuses: Record<string, number> = {};
  const errors: Record<string, number> = {};
  let hangUps = 0;
  for (const r of results) {
    if ('status' in r) statuses[r.status!] = (statuses[r.status!] ?? 0) + 1;
    else {
      errors[r.error] = (errors[r.error] ?? 0) + 1;
      if (received.has(r.id)) hangUps++;
    }
  }
  console.log(
    `\n${label}: SIGTERM drain, ${DRAIN_REQUESTS} requests (availability and create alternately) + ${DRAIN_LATE} sent 50 ms after SIGTERM`,
  );
  console.log(
    `  SIGTERM after ${answeredAtSigterm} answers; ${received.size} requests accepted by the server in all, ` +
      `${results.filter((r) => 'at' in r && r.at! > sigtermAt && received.has(r.id)).length} of them answered after SIGTERM (drained)`,
  );
  console.log(
    `  answers ${JSON.stringify(statuses)}; not answered ${JSON.stringify(errors)}; accepted but not answered (hang-ups) ${hangUps}`,
  );
  console.log(
    `  process exit: code ${stopped.code}, signal ${stopped.signal}, ${(exitMs / 1000).toFixed(1)} s after SIGTERM${stopped.forced ? ' (SIGKILLed: did not exit in time)' : ''}`,
  );
  if (hangUps) fail(`${label}: ${hangUps} accepted requests got no complete answer`);
  if (stopped.forced || stopped.code !== 0) fail(`${label}: exit code ${stopped.code} after SIGTERM`);
  if (!received.size) fail(`${label}: no request reached the server (log lines missing?)`);
  const other = Object.keys(statuses).filter((s) => !['200', '409', '503'].includes(s));
  if (other.length) fail(`${label}: drain answered ${other.join(', ')}`);
}
