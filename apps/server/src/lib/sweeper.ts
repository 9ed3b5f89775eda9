import { loggableError } from './loggable-error';
import type { Logger } from './logger';

/**
 * Runs a sweep every few seconds in the background, one run at a time (the expiry of unpaid holds, the
 * retries of owed refunds); the returned stop() is called on app close. `done` names what a count means.
 */
export function startSweeper(deps: { sweep: () => Promise<number>; everySeconds: number; log: Logger; done: string }) {
  if (deps.everySeconds <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deps
      .sweep()
      .then((count) => {
        if (count) deps.log.info({ count }, deps.done);
      })
      .catch((err: unknown) => deps.log.error({ err: loggableError(err) }, `sweep failed: ${deps.done}`))
      .finally(() => {
        running = false;
      });
  }, deps.everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
