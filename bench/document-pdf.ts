// Warm render time of a one-page payment document PDF (issue 51): Chromium draws it, pdf-lib fixes its metadata.
// Two measures: each document alone (the desk prints one at a time) and back to back.
// Each measure also prints the CPU time per render of this process and Chromium's, which a busy machine
// distorts far less than the wall time. Settings: BENCH_RUNS (30 per measure), BENCH_LANGUAGE (he).
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sampleDocumentView } from '../apps/server/src/modules/documents/pdf/document-pdf-samples';
import { closePdfBrowser } from '../apps/server/src/modules/documents/pdf/pdf-browser';
import { renderDocumentPdf } from '../apps/server/src/modules/documents/pdf/render-document-pdf';

const runs = Number(process.env.BENCH_RUNS ?? 30);
const language = (process.env.BENCH_LANGUAGE ?? 'he') as 'en' | 'he' | 'ar' | 'ru';
const view = sampleDocumentView(language);

/** CPU seconds of this process and all its descendants, including children they have reaped (Linux /proc). */
function treeCpu(): number {
  const parent = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command's closing parenthesis: ppid is field 4, utime 14, stime 15, cutime 16, cstime 17.
      const f = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .map(Number);
      parent.set(Number(name), f[1]!);
      cpu.set(Number(name), (f[11]! + f[12]! + f[13]! + f[14]!) / 100);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  for (const [pid, seconds] of cpu) {
    let up: number | undefined = pid;
    while (up !== undefined && up !== process.pid && up > 1) up = parent.get(up);
    if (up === process.pid) total += seconds;
  }
  return total;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function measure(name: string, pauseMs: number) {
  const times: number[] = [];
  const cpuBefore = treeCpu();
  let paused = 0;
  for (let i = 0; i < runs; i += 1) {
    if (pauseMs) {
      const idle = treeCpu();
      await sleep(pauseMs);
      paused += treeCpu() - idle;
    }
    const began = performance.now();
    await renderDocumentPdf(view);
    times.push(performance.now() - began);
  }
  // CPU while pausing (pages closing, the browser's housekeeping) stays in the total.
  const cpuMs = ((treeCpu() - cpuBefore) * 1000) / runs;
  times.sort((a, b) => a - b);
  const ms = (q: number) => quantile(times, q).toFixed(0);
  console.log(
    `  ${name}: median ${ms(0.5)} ms, p95 ${ms(0.95)} ms, max ${ms(1)} ms (${runs} renders); ` +
      `CPU ${cpuMs.toFixed(0)} ms per render, of which ${((paused * 1000) / runs).toFixed(0)} ms between renders`,
  );
}

console.log(`Payment document PDF, ${language}, 1 page`);
console.log(`  machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`);
let began = performance.now();
const bytes = await renderDocumentPdf(view);
console.log(
  `  cold (browser launch + first page): ${(performance.now() - began).toFixed(0)} ms, ${bytes.length} bytes`,
);
began = performance.now();
for (let i = 0; i < 5; i += 1) await renderDocumentPdf(view);
console.log(`  warm-up: 5 renders in ${(performance.now() - began).toFixed(0)} ms`);
await measure('one at a time (300 ms apart)', 300);
await measure('back to back', 0);
await closePdfBrowser();
