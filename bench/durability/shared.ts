/** What the durability bench's parts share: its bounds and its list of violations. */
import { fileURLToPath } from 'node:url';

export const DURATION_S = Number(process.env.DURATION ?? 60);
export const PG_PATIENTS = Number(process.env.PATIENTS ?? 500);
export const PGLITE_PATIENTS = Number(process.env.PGLITE_PATIENTS ?? 50);
export const DRAIN_REQUESTS = 200;
export const DRAIN_LATE = 50;
/** Hard bounds on top of the time limit. */
export const MAX_ATTEMPTS = 2_000_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const READY_TIMEOUT_MS = 120_000;
export const STOP_TIMEOUT_MS = 30_000;
/** Connection errors this long after the restarted process answers still count as the kill's. */
export const KILL_GRACE_MS = 2_000;

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const violations: string[] = [];
export const fail = (what: string) => {
  violations.push(what);
  console.log(`  VIOLATION: ${what}`);
};
