// The agenda's long tasks in Chromium: a receptionist's day with at least 60 visits, switched day to day, zoomed and
// dragged, under a performance trace. Prints the longest main-thread task of each and how many ran over 100 ms.
// Run: npm run bench:agenda-trace (builds the site first).
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { startBenchServer } from './bench-server';

const PORT = Number(process.env.BENCH_PORT ?? 3410);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CLINIC = 'central-clinic';
const VISITS = 60;
/** A task over this is long (the bar). */
const LONG_MS = 100;

async function api<T>(token: string, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const res = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Fills a day a week ahead at the branch with the most doctors until it holds VISITS visits; answers the day. */
async function busyDay(token: string) {
  const workspace = await api<TStaffWorkspace>(token, 'GET', '/api/staff/me');
  const branch = workspace.branches.toSorted(
    (a, b) =>
      workspace.doctors.filter((d) => d.branch_ids.includes(b.id)).length -
      workspace.doctors.filter((d) => d.branch_ids.includes(a.id)).length,
  )[0]!;
  const treatment = workspace.treatments.find((t) => t.branch_ids.includes(branch.id))!;
  // The first day from a week ahead with room for the visits (the clinic may close on some days).
  let date = '';
  let times: Array<{ time: string; doctor_ids: number[] }> = [];
  for (let ahead = 7; ahead < 14 && times.length < VISITS; ahead++) {
    date = new Date(Date.parse(`${workspace.clinic.today}T12:00:00Z`) + ahead * 86_400_000).toISOString().slice(0, 10);
    ({ times } = await api<{ times: typeof times }>(
      token,
      'GET',
      `/api/staff/free_times?date=${date}&branch=${branch.id}&treatment=${treatment.id}`,
    ));
  }
  let booked = 0;
  for (const [index, slot] of times.entries()) {
    if (booked >= VISITS) break;
    const patient = await api<{ id: number }>(token, 'POST', '/api/staff/patients', {
      name: `Trace Patient ${index}`,
      phone: `97250${String(1_000_000 + index * 7919).slice(-7)}`,
    });
    const done = await fetch(`${ORIGIN}/api/staff/appointments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        patient_id: patient.id,
        branch_id: branch.id,
        treatment_id: treatment.id,
        doctor_id: slot.doctor_ids[0],
        date,
        start_time: slot.time,
      }),
    });
    if (done.ok) booked += 1;
  }
  if (booked < VISITS) throw new Error(`only ${booked} of ${VISITS} visits could be booked on ${date}`);
  return { date, branch: branch.id };
}

type TraceEvent = { name: string; ph: string; dur?: number; tid: number; pid: number };

/** The main thread's tasks of a trace, longest first, in milliseconds. */
function taskDurations(trace: Buffer): number[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  return events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur !== undefined)
    .map((event) => event.dur! / 1000)
    .sort((a, b) => b - a);
}

async function traced(page: Page, name: string, action: () => Promise<void>) {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await action();
  const tasks = taskDurations(await browser.stopTracing());
  const over = tasks.filter((ms) => ms > LONG_MS).length;
  console.log(`  ${name.padEnd(34)} longest task ${tasks[0]?.toFixed(0).padStart(4)} ms   over ${LONG_MS} ms: ${over}`);
  return over;
}

const stop = await startBenchServer(PORT, 'clinic-trace-');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
let longTasks = 0;
try {
  const login = await fetch(`${ORIGIN}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clinic: CLINIC, email: `reception@${CLINIC}.example`, password: 'demo-password' }),
  });
  const { token } = (await login.json()) as { token: string };
  const day = await busyDay(token);
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto(`${ORIGIN}/${CLINIC}/staff?date=${day.date}&branch=${day.branch}&view=day`);
  await page.locator('input[type=email]').fill(`reception@${CLINIC}.example`);
  await page.locator('input[type=password]').fill('demo-password');
  await page.keyboard.press('Enter');
  const visits = page.locator('[data-visit-id]');
  await visits.nth(VISITS - 1).waitFor({ state: 'attached' });
  console.log(`agenda of ${day.date}: ${await visits.count()} visits on screen (load ${loadavg()[0]!.toFixed(1)})`);
  // A pointer over the day loads the grid's kit (free times, dragging) before the measures.
  await page.getByTestId('day-grid').hover();
  await page.waitForTimeout(1000);

  longTasks += await traced(page, 'switching days (→ ← three times)', async () => {
    for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowRight', 'ArrowLeft', 'ArrowRight', 'ArrowLeft']) {
      await page.locator('body').press(key);
      await page.waitForTimeout(400);
    }
    await visits.nth(VISITS - 1).waitFor({ state: 'attached' });
  });
  const zooms = page.getByRole('group', { name: /zoom/i }).getByRole('button');
  longTasks += await traced(page, 'zooming (each scale, and back)', async () => {
    for (const index of [0, 1, 2, 1]) {
      await zooms.nth(index).click();
      await page.waitForTimeout(300);
    }
  });
  longTasks += await traced(page, 'dragging a visit and dropping it', async () => {
    const visit = page.locator('[data-drag-visit]').nth(Math.floor(VISITS / 2));
    await visit.scrollIntoViewIfNeeded();
    const from = (await visit.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 4);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 40, { steps: 10 });
    await page.mouse.move(from.x + from.width / 2, from.y + 120, { steps: 10 });
    await page.mouse.up();
    await page.waitForTimeout(1000);
  });
} finally {
  await browser.close();
  stop();
}
process.exit(longTasks > 0 ? 1 : 0);
