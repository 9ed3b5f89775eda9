import { AppError } from '../../errors';
import { pick } from '../../lib/localize';
import { amountDueMinor } from '../catalog/catalog.types';
import type { AppointmentRow, PaymentRow, PaymentsRepository, TreatmentRow } from './payments.repository';
import type { PaymentIntent, PaymentProvider } from './providers/provider';

/** A card charge that has not answered for this long is considered dead (see the hold sweeper). */
export const IN_FLIGHT_GRACE_MS = 2 * 60_000;

/** What a provider is asked to take for a payment. */
export function intentOf(payment: PaymentRow, treatment: TreatmentRow): PaymentIntent {
  return {
    tenantId: payment.tenantId,
    paymentId: payment.id,
    appointmentId: payment.appointmentId,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    description: pick(treatment.name, 'en') ?? `Appointment ${payment.appointmentId}`,
  };
}

/**
 * Inside a transaction with the appointment locked: may a new payment start now? Expired holds are
 * expired on the spot, so the answer never depends on when the sweeper last ran.
 */
function assertPayable(appointment: AppointmentRow | undefined, open: PaymentRow | undefined, at: Date) {
  if (!appointment) throw new AppError('NOT_YOUR_APPOINTMENT');
  if (appointment.paidStatus !== 0) throw new AppError('ALREADY_PAID');
  if (appointment.status === 'expired') throw new AppError('BOOKING_EXPIRED');
  if (appointment.status !== 'active') throw new AppError('BOOKING_NOT_ACTIVE');
  if (appointment.holdExpiresAt && appointment.holdExpiresAt.getTime() <= at.getTime()) {
    throw new AppError('BOOKING_EXPIRED');
  }
  if (open?.status === 'processing' && at.getTime() - open.updatedAt.getTime() < IN_FLIGHT_GRACE_MS) {
    throw new AppError('PAYMENT_IN_PROGRESS');
  }
}

/** The start of every payment of an appointment, by card or on a hosted page. */
export function createPaymentOpening(deps: {
  repo: PaymentsRepository;
  now: () => Date;
  closeHostedSession: (payment: PaymentRow | undefined) => Promise<void>;
  expireHold: (at: Date, tenantId: number, appointmentId: number) => Promise<unknown>;
}) {
  const { repo, now, closeHostedSession, expireHold } = deps;

  /**
   * Starts a payment of an appointment, for the card form (processing, with the card's brand and last 4) or a
   * hosted page (pending), in one transaction: the appointment locked and checked payable, an older window never
   * finished replaced (closed at its provider after; money arriving there is still honoured), the payment added.
   */
  async function openPayment(
    appointment: AppointmentRow,
    treatment: TreatmentRow,
    provider: PaymentProvider,
    opening: { status: 'pending' | 'processing'; cardBrand?: string | null; cardLast4?: string },
  ): Promise<PaymentRow> {
    const at = now();
    await expireHold(at, appointment.tenantId, appointment.id);
    let replaced: PaymentRow | undefined;
    const payment = await repo.transaction(async (tx) => {
      const locked = await tx.lockAppointment(appointment.tenantId, appointment.id);
      const open = await tx.latestPayment(appointment.tenantId, appointment.id);
      assertPayable(locked, open, at);
      if (open?.status === 'pending') {
        replaced = await tx.transitionPayment(open.tenantId, open.id, ['pending'], { status: 'expired', now: at });
      }
      return tx.insertPayment({
        tenantId: appointment.tenantId,
        appointmentId: appointment.id,
        provider: provider.id,
        amountMinor: amountDueMinor(treatment),
        currency: await tx.clinicCurrency(appointment.tenantId),
        now: at,
        ...opening,
      });
    });
    await closeHostedSession(replaced);
    return payment;
  }

  return { openPayment };
}
export type OpenPayment = ReturnType<typeof createPaymentOpening>['openPayment'];
