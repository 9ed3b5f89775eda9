/** The patients of the load runs: each logs in, books, and keeps what the server answered. */
import { addDays } from '../../apps/server/src/lib/zoned-time';
import { BRANCH, TREATMENT } from '../seed';
import { wasAborted } from './servers';
import { KILL_GRACE_MS, MAX_ATTEMPTS, REQUEST_TIMEOUT_MS, fail, sleep } from './shared';

export type Clinic = { id: number; token: string; today: string };
export type Patient = { customerId: number; token: string };
export type Booked = { id: number; customerId: number; date: string; time: string; at: number };

type Tally = {
  attempts: number;
  availabilityOk: number;
  availabilityOther: Record<string, number>;
  noFreeTime: number;
  creates: number;
  createConnErrors: number;
  createStatus: Record<string, number>;
  connErrorsInKillWindow: number;
  connErrorsOutside: number;
  booked: Booked[];
};

export async function runPatients(opts: {
  clinic: Clinic;
  patients: Patient[];
  ports: number[];
  workers: number;
  durationMs: number;
  /** Runs at the midpoint; answers the kill window [start, end]. */
  midpoint: () => Promise<{ start: number; end: number }>;
}): Promise<Tally & { killWindowMs: number; seconds: number; bookedAfterRestart: number }> {
  const { clinic, patients, ports } = opts;
  const tally: Tally = {
    attempts: 0,
    availabilityOk: 0,
    availabilityOther: {},
    noFreeTime: 0,
    creates: 0,
    createConnErrors: 0,
    createStatus: {},
    connErrorsInKillWindow: 0,
    connErrorsOutside: 0,
    booked: [],
  };
  const dates = Array.from({ length: 30 }, (_, i) => addDays(clinic.today, i + 1));
  // The run lasts durationMs, and at least a quarter of it after the restarted process is ready.
  let endAt = Date.now() + opts.durationMs;
  let restarted = false;
  const errorTimes: number[] = [];
  const connError = () => errorTimes.push(Date.now());
  const run = Math.random().toString(36).slice(2, 8);

  const patient = async (w: number) => {
    const me = patients[w % patients.length]!;
    const headers = { 'x-tenant-token': clinic.token };
    for (let turn = w; (Date.now() < endAt || !restarted) && tally.attempts < MAX_ATTEMPTS && !wasAborted(); turn++) {
      tally.attempts++;
      const base = `http://127.0.0.1:${ports[turn % ports.length]}`;
      const date = dates[Math.floor(Math.random() * dates.length)]!;
      let free: string[];
      try {
        const res = await fetch(
          `${base}/api/bull36/get_available_time?data_time=5&branch=${BRANCH}&appointment_type=${TREATMENT}&date=${date}`,
          { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
        );
        if (res.status !== 200) {
          tally.availabilityOther[res.status] = (tally.availabilityOther[res.status] ?? 0) + 1;
          await res.arrayBuffer();
          continue;
        }
        const body = (await res.json()) as { time_slots: { time: string; available: boolean }[] };
        tally.availabilityOk++;
        free = body.time_slots.filter((s) => s.available).map((s) => s.time);
      } catch {
        connError();
        await sleep(100);
        continue;
      }
      if (!free.length) {
        tally.noFreeTime++;
        continue;
      }
      const time = free[Math.floor(Math.random() * free.length)]!;
      tally.creates++;
      try {
        const res = await fetch(`${base}/api/bull36/create_appointment`, {
          method: 'POST',
          headers: {
            ...headers,
            authorization: `Bearer ${me.token}`,
            'content-type': 'application/json',
            'idempotency-key': `durability-${run}-${w}-${turn}`,
          },
          body: JSON.stringify({
            branch: BRANCH,
            date,
            start_time: time,
            end_time: '00:00',
            appointments_type_id: TREATMENT,
            cust_id: me.customerId,
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        tally.createStatus[res.status] = (tally.createStatus[res.status] ?? 0) + 1;
        if (res.status === 200) {
          const body = (await res.json()) as { data: { insert_id: number | string } };
          tally.booked.push({ id: Number(body.data.insert_id), customerId: me.customerId, date, time, at: Date.now() });
        } else {
          await res.arrayBuffer();
        }
      } catch {
        tally.createConnErrors++;
        connError();
        await sleep(100);
      }
    }
  };

  const killer = (async () => {
    await sleep(opts.durationMs / 2);
    try {
      if (wasAborted()) return { start: 0, end: 0 };
      const window = await opts.midpoint();
      endAt = Math.max(endAt, window.end + opts.durationMs / 4);
      return window;
    } finally {
      restarted = true; // the restart is bounded by READY_TIMEOUT_MS
    }
  })();
  const startedAt = Date.now();
  const [, window] = await Promise.all([
    Promise.all(Array.from({ length: opts.workers }, (_, w) => patient(w))),
    killer,
  ]);
  for (const t of errorTimes) {
    if (t >= window.start && t <= window.end + KILL_GRACE_MS) tally.connErrorsInKillWindow++;
    else tally.connErrorsOutside++;
  }
  return {
    ...tally,
    killWindowMs: window.end - window.start,
    seconds: (Date.now() - startedAt) / 1000,
    bookedAfterRestart: tally.booked.filter((b) => b.at > window.end).length,
  };
}

export function report(label: string, t: Awaited<ReturnType<typeof runPatients>>) {
  const seconds = t.seconds;
  const others = Object.entries(t.createStatus).filter(([s]) => s !== '200' && s !== '409');
  console.log(`\n${label}`);
  console.log(
    `  ${seconds.toFixed(0)} s, attempts ${t.attempts} (${(t.attempts / seconds).toFixed(0)}/s): availability 200 × ${t.availabilityOk}` +
      `${Object.keys(t.availabilityOther).length ? `, other ${JSON.stringify(t.availabilityOther)}` : ''}, no free time × ${t.noFreeTime}`,
  );
  console.log(
    `  create_appointment ${t.creates}: 200 × ${t.createStatus[200] ?? 0}, 409 × ${t.createStatus[409] ?? 0}` +
      `${others.length ? `, other ${JSON.stringify(Object.fromEntries(others))}` : ', no other status'}` +
      `, connection error × ${t.createConnErrors}; ${t.bookedAfterRestart} of the 200s after the restarted process was ready`,
  );
  console.log(
    `  connection errors: ${t.connErrorsInKillWindow} in the kill window (${(t.killWindowMs / 1000).toFixed(1)} s, kill → restarted process ready, + ${KILL_GRACE_MS / 1000} s), ${t.connErrorsOutside} outside it`,
  );
  if (t.connErrorsOutside) fail(`${label}: ${t.connErrorsOutside} connection errors outside the kill window`);
  if (others.length) fail(`${label}: create answered ${JSON.stringify(Object.fromEntries(others))}`);
  if (Object.keys(t.availabilityOther).length)
    fail(`${label}: availability answered ${JSON.stringify(t.availabilityOther)}`);
  if (!t.booked.length) fail(`${label}: no booking succeeded`);
}
