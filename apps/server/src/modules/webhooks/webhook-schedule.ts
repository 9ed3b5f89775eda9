/** A delivery is tried for this long after its event; an endpoint failing this long is paused. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** Seconds before the next try after each failed one (the first within a minute); the last repeats until 24 h. */
const DELAYS_SECONDS = [30, 120, 600, 1_800, 3_600, 2 * 3_600, 4 * 3_600];

/** Seconds to wait after the `attempts`-th failed attempt (1 for the first). */
export function retryDelaySeconds(attempts: number): number {
  return DELAYS_SECONDS[Math.min(Math.max(attempts, 1), DELAYS_SECONDS.length) - 1]!;
}
