// Lighthouse (mobile preset) on the patient pages in English, Hebrew and Arabic.
// Prints each score and exits non-zero below the bar. Run: npm run bench:lighthouse
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { LANGUAGE_COOKIE } from '@clinic/contract/site/languages';
import { startBenchServer } from './bench-server';

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const ORIGIN = `http://localhost:${PORT}`;
// LH_REPORT_DIR=dir keeps each page's full Lighthouse JSON there, to see what the score is made of.
const REPORT_DIR = process.env.LH_REPORT_DIR;
// LH_ONLY=booking measures only the pages whose name contains that text (quicker while working on one page).
const ONLY = process.env.LH_ONLY;
// Each page is loaded LH_RUNS times (3 unless told) and judged by the median load, as Lighthouse advises for a
// score that moves from load to load (its docs/variability.md; computeMedianRun picks the load nearest the median
// first paint and time to interactive). Every load's performance is printed beside it.
const RUNS_PER_PAGE = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const BAR = { performance: 0.98, accessibility: 1, 'best-practices': 1 } as const;
// Each page below a clinic's key, with the booking page's treatment and branch per clinic.
const PAGES = {
  home: '',
  treatments: 'treatments',
  booking: 'treatments/{treatment}/book?branch={branch}',
  'my appointments': 'my_appointments',
  login: 'login',
  doctors: 'doctors',
  clinics: 'clinics',
  contact: 'contact',
} as const;
// shalom-clinic speaks Hebrew by default; Arabic is central-clinic (English by default) for a visitor who chose
// Arabic: the language cookie the site sets, which the server writes the page in.
const LANGUAGES = [
  { lang: 'en', clinic: 'central-clinic', treatment: 5, branch: 38, cookie: undefined },
  { lang: 'he', clinic: 'shalom-clinic', treatment: 1, branch: 1, cookie: undefined },
  { lang: 'ar', clinic: 'central-clinic', treatment: 5, branch: 38, cookie: `${LANGUAGE_COOKIE}=ar` },
] as const;
const RUNS = LANGUAGES.flatMap((language) =>
  Object.entries(PAGES).map(([page, path]) => ({
    name: `${page} (${language.lang})`,
    url: `${ORIGIN}/${language.clinic}/${path.replace('{treatment}', String(language.treatment)).replace('{branch}', String(language.branch))}`,
    cookie: language.cookie,
  })),
);

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// chrome-launcher crashes the process on a missing binary, which would leave the detached server running.
if (!existsSync(CHROME_PATH))
  throw new Error(`No Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`);

const stop = await startBenchServer(PORT, 'clinic-lh-');
let failed = false;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  console.log(
    `page                      performance  accessibility  best-practices  cpu index  performance of each run   (load ${loadavg()[0]!.toFixed(1)})`,
  );
  for (const { name, url, cookie } of RUNS.filter(({ name }) => !ONLY || name.includes(ONLY))) {
    const port = chrome.port;
    const measure = async () => {
      const loadOnce = () =>
        lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(BAR),
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        });
      // Lighthouse now and then cannot record a load (NO_NAVSTART): that load is measured again, twice at most.
      let result = await loadOnce();
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) result = await loadOnce();
      return result!.lhr;
    };
    const reports: Result[] = [];
    for (let load = 0; load < RUNS_PER_PAGE; load++) reports.push(await measure());
    // A load that could not be recorded in three tries scores 0: say why.
    const failedLoad = reports.find((report) => report.runtimeError);
    if (failedLoad)
      console.log(`${name}: Lighthouse could not measure it: ${failedLoad.runtimeError!.code} (run it again)`);
    const report: Result = failedLoad ?? computeMedianRun(reports);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const file = name.replace(/[^a-z]+/g, '-').replace(/-$/, '');
      writeFileSync(join(REPORT_DIR, `${file}.json`), JSON.stringify(report, null, 1));
    }
    const score = (of: Result, id: string) => Math.round((of.categories[id]?.score ?? 0) * 100);
    // Lighthouse's measure of this machine's CPU at that moment (higher is faster): its 4x slowdown assumes a fast
    // desktop, so the same page scores lower on a slower or busier machine.
    const cpuIndex = String(Math.round(report.environment.benchmarkIndex));
    const scores = Object.keys(BAR).map((id) => score(report, id));
    const eachRun = reports.map((of) => score(of, 'performance')).join(' ');
    const below = Object.entries(BAR).filter(([id, bar]) => (report.categories[id]?.score ?? 0) < bar);
    if (below.length) failed = true;
    console.log(
      `${name.padEnd(26)}${String(scores[0]).padStart(11)}${String(scores[1]).padStart(15)}${String(scores[2]).padStart(16)}${cpuIndex.padStart(11)}  ${below.length ? `${eachRun.padEnd(24)} BELOW BAR` : eachRun}`,
    );
    for (const [id] of below) {
      const audits = report.categories[id]!.auditRefs.map((ref) => report.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
        .slice(0, 6)
        .map((audit) => `    ${id}: ${audit.id} (${audit.displayValue ?? audit.score})`);
      console.log(audits.join('\n'));
    }
  }
} finally {
  chrome?.kill();
  stop();
}
process.exit(failed ? 1 : 0);
