/** The waitlist's settings (config.ts reads them from the environment). */
export type WaitlistConfig = {
  /** Minutes an offer holds a freed time for its patient before it passes to the next in line. */
  holdMinutes: number;
  /** Seconds between sweeps (0: this process sweeps none). */
  sweepSeconds: number;
};
