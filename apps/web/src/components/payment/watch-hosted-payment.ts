import type { TPaymentStatusResponse } from '@clinic/contract/payments/payments';

const POLL_MS = 2500;
const WATCH_LIMIT_MS = 10 * 60_000;

/**
 * Watches a payment made in a provider's window (popup) until the provider reports it paid or ended, the window
 * closes, or ten minutes pass; answers a function that stops watching. A missed poll is retried on the next tick.
 */
export function watchHostedPayment(
  popup: Window,
  handlers: {
    status: () => Promise<TPaymentStatusResponse>;
    onPaid: () => void;
    /** Failed or expired: the booking is over. */
    onEnded: (status: TPaymentStatusResponse) => void;
    onTimeout: () => void;
    /** Watching stopped, for whatever reason. */
    onStopped: () => void;
  },
): () => void {
  const startedAt = Date.now();
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    handlers.onStopped();
  };
  const check = async (closing: boolean) => {
    try {
      const status = await handlers.status();
      if (stopped) return;
      if (status.status === 'paid') {
        stop();
        popup.close();
        return handlers.onPaid();
      }
      if (status.status === 'failed' || status.status === 'expired') {
        stop();
        popup.close();
        return handlers.onEnded(status);
      }
    } catch {
      // Retried on the next tick.
    }
    if (closing) stop();
  };
  const timer = setInterval(() => {
    if (popup.closed) return void check(true);
    if (Date.now() - startedAt > WATCH_LIMIT_MS) {
      stop();
      handlers.onTimeout();
      return;
    }
    void check(false);
  }, POLL_MS);
  return stop;
}
