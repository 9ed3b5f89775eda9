import type { TChargeAppointmentResponse } from '@clinic/contract/payments/payments';
import { AppError } from '../../errors';
import { toMajor } from '../../lib/localize';
import type { PaymentSettlements } from '../appointments/payment-settlements.types';
import { assertCardUsable, cardBrand, type CardDetails } from './card';
import { MESSAGES } from './payment-messages';
import type { PaymentNotices } from './payment-notices';
import { intentOf, type OpenPayment } from './payment-opening';
import type { AppointmentRow, PaymentsRepository, TreatmentRow } from './payments.repository';
import type { PaymentProvider } from './providers/provider';
import type { RefundsService } from './refunds.service';

/** A card payment: the charge at the provider and its outcome applied to the payment and its visit. */
export function createCardCharge(deps: {
  repo: PaymentsRepository;
  now: () => Date;
  refunds: Pick<RefundsService, 'refundNow'>;
  settlements: PaymentSettlements;
  openPayment: OpenPayment;
  notices: PaymentNotices;
}) {
  const { repo, now } = deps;

  /**
   * Charges the card for the appointment's treatment at its provider. The card lives only in this call:
   * brand and last 4 digits are stored, the number and CVC never are, nor are they logged.
   */
  async function chargeCard(
    appointment: AppointmentRow,
    treatment: TreatmentRow,
    provider: PaymentProvider,
    card: CardDetails,
  ): Promise<TChargeAppointmentResponse> {
    const tenantId = appointment.tenantId;
    assertCardUsable(card, now());
    const brand = cardBrand(card.number);
    const last4 = card.number.slice(-4);

    // Paying by card instead of in an open payment window: that window must not take money too.
    const payment = await deps.openPayment(appointment, treatment, provider, {
      status: 'processing',
      cardBrand: brand,
      cardLast4: last4,
    });

    let result: Awaited<ReturnType<NonNullable<PaymentProvider['chargeCard']>>>;
    try {
      result = await provider.chargeCard!(intentOf(payment, treatment), card);
    } catch (err) {
      // Outcome unknown: the payment is closed as failed but the appointment keeps its hold for a retry.
      await repo.transitionPayment(tenantId, payment.id, ['processing'], { status: 'failed', now: now() });
      throw Object.assign(new AppError('PAYMENT_PROVIDER_FAILED'), { cause: err });
    }

    const settledAt = now();
    const outcome = await repo.transaction(async (tx, within) => {
      if (result.outcome === 'declined') {
        await tx.transitionPayment(tenantId, payment.id, ['processing'], {
          status: 'failed',
          providerRef: result.providerRef,
          now: settledAt,
        });
        const cancelled =
          treatment.forcePay && (await deps.settlements.cancelUnpaid(within, tenantId, appointment.id, settledAt));
        return cancelled ? 'declined-cancelled' : 'declined';
      }
      const marked = await deps.settlements.markPaid(within, tenantId, appointment.id);
      await tx.transitionPayment(tenantId, payment.id, ['processing', 'expired'], {
        status: marked ? 'paid' : 'refund_due',
        providerRef: result.providerRef,
        now: settledAt,
      });
      const fact = { tenantId, appointmentId: appointment.id, paymentId: payment.id };
      if (marked) await deps.notices.paid(within, fact);
      else await deps.notices.returning(within, fact);
      return marked ? 'paid' : 'refund_due';
    });
    if (outcome === 'declined-cancelled') throw new AppError('PAYMENT_DECLINED_CANCELLED');
    if (outcome === 'declined') throw new AppError('PAYMENT_DECLINED');
    if (outcome === 'refund_due') {
      await deps.refunds.refundNow([{ tenantId, id: payment.id }]);
      throw new AppError('PAID_AFTER_BOOKING_ENDED');
    }
    return {
      success: 1,
      message: MESSAGES.paid,
      data: {
        payment_id: payment.id,
        status: 'paid',
        amount: toMajor(payment.amountMinor),
        currency: payment.currency,
        card_brand: brand,
        card_last4: last4,
      },
    };
  }

  return { chargeCard };
}
