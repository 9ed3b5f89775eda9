import { loggableError } from '../../lib/loggable-error';
import type { Logger } from '../../lib/logger';
import type { PaymentRow, PaymentsRepository } from './payments.repository';
import type { PaymentProvider } from './providers/provider';

/** The hosted payment pages (windows) of unpaid holds: closed when the time they pay for is no longer held. */
export function createPaymentWindows(deps: {
  repo: PaymentsRepository;
  providers: Map<string, PaymentProvider>;
  log: Pick<Logger, 'warn'>;
  expireHolds: (
    now: Date,
    only?: { tenantId: number; appointmentId: number },
  ) => Promise<Array<{ tenantId: number; id: number }>>;
}) {
  const { repo, providers } = deps;

  /** Closes a provider's hosted page so no money is taken for time that is no longer held. */
  async function closeHostedSession(payment: PaymentRow | undefined) {
    const provider = payment ? providers.get(payment.provider) : undefined;
    if (!payment?.providerRef || !provider?.expireHostedSession) return;
    try {
      await provider.expireHostedSession(payment.providerRef);
    } catch (err) {
      // A page left open can still take money; that payment then arrives as refund_due.
      deps.log.warn(
        { err: loggableError(err), paymentId: payment.id, provider: provider.id },
        'could not close a hosted payment page',
      );
    }
  }

  /** Expires holds that ran out and closes the hosted pages of their payments. */
  async function expireHolds(at: Date, only?: { tenantId: number; appointmentId: number }) {
    const expired = await deps.expireHolds(at, only);
    for (const row of expired) {
      const payment = await repo.latestPayment(row.tenantId, row.id);
      if (payment?.status === 'expired') await closeHostedSession(payment);
    }
    return expired;
  }
  const expireHold = (at: Date, tenantId: number, appointmentId: number) =>
    expireHolds(at, { tenantId, appointmentId });

  return { closeHostedSession, expireHolds, expireHold };
}
