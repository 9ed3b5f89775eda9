import { companyOfHostedMethod, hasPaymentCompany } from '@clinic/contract/payment-methods';
import { errorText } from '@clinic/contract/error-codes';
import { EN_ERROR_TEXTS } from '@clinic/contract/error-texts/en';
import type { TChargeAppointmentResponse } from '@clinic/contract/payments';
import type { Logger } from '../../lib/logger';
import { AppError } from '../../errors';
import { type CustomerSession, assertOwnCustomer } from '../../lib/customer-session';
import { pick, toMajor } from '../../lib/localize';
import { ZonedDay, minutesOf } from '../../lib/zoned-time';
import type { PaymentSettlements } from '../appointments/payment-settlements';
import { amountDueMinor } from '../catalog/amount-due';
import { assertCardUsable, cardBrand, type CardDetails } from './card';
import type { AppointmentRow, PaymentRow, PaymentsRepository, TreatmentRow } from './payments.repository';
import type { PaymentIntent, PaymentProvider } from './providers/provider';
import { createPaymentCallbacks } from './payment-callbacks';
import { createPaymentWindows } from './payment-windows';
import type { RefundsService } from './refunds.service';

export const MESSAGES = {
  paid: 'Payment completed successfully! Your appointment is confirmed.',
  pending: 'Complete the payment in the payment window.',
} as const;

/** payment_status of a visit whose money is going back, or went back. */
const REFUND_MESSAGES = {
  refund_pending: 'This appointment no longer holds its time; the payment is being refunded.',
  refunded: 'This appointment no longer holds its time; the payment was refunded.',
  refund_failed: 'The refund of this payment could not be completed. Please contact the clinic.',
} as const;

/** A card charge that has not answered for this long is considered dead (see the hold sweeper). */
const IN_FLIGHT_GRACE_MS = 2 * 60_000;

export type TenantContext = { id: number; timeZone: string };

export type PaymentsServiceDeps = {
  repo: PaymentsRepository;
  /** Providers by the id treatments name in payment_company. */
  providers: Map<string, PaymentProvider>;
  /** Card provider for treatments that name no company ("0"): the sandbox outside production, else none. */
  defaultCardProvider: string | undefined;
  /** Expires holds whose time ran out: all of them, or only one appointment's (the check before acting on it). */
  expireHolds: (
    now: Date,
    only?: { tenantId: number; appointmentId: number },
  ) => Promise<Array<{ tenantId: number; id: number }>>;
  log: Pick<Logger, 'warn' | 'info'>;
  now: () => Date;
  currency: string;
  /** Money that arrived for time no longer held goes back at once (and else by the refunds sweep). */
  refunds: Pick<RefundsService, 'refundNow' | 'moneyStates'>;
  /** The appointments module's writes a payment makes: paid, or the time freed. */
  settlements: PaymentSettlements;
};

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repo, providers, now } = deps;
  const { closeHostedSession, expireHolds, expireHold } = createPaymentWindows(deps);
  const callbacks = createPaymentCallbacks({ ...deps, closeHostedSession, expireHold });

  /** The appointment of this customer; another customer's or tenant's answers 403 without saying more. */
  async function ownAppointment(tenant: TenantContext, session: CustomerSession, appointmentId: number) {
    const appointment = await repo.findAppointment(tenant.id, appointmentId);
    if (!appointment || appointment.customerId !== session.customerId) {
      throw new AppError('NOT_YOUR_APPOINTMENT');
    }
    return appointment;
  }

  async function treatmentOf(appointment: AppointmentRow) {
    const treatment = await repo.findTreatment(appointment.tenantId, appointment.treatmentId);
    if (!treatment) throw new AppError('TREATMENT_NOT_FOUND');
    return treatment;
  }

  function providerNamed(id: string): PaymentProvider {
    const provider = providers.get(id);
    if (!provider) throw new AppError('PAYMENT_COMPANY_UNAVAILABLE');
    return provider;
  }

  /** Only the company the clinic chose for the treatment may take its money. */
  function cardProviderFor(treatment: TreatmentRow): PaymentProvider {
    const company = hasPaymentCompany(treatment.paymentCompany) ? treatment.paymentCompany : deps.defaultCardProvider;
    const provider = company ? providers.get(company) : undefined;
    if (!provider) throw new AppError('CARD_PAYMENTS_UNAVAILABLE');
    if (!provider.chargeCard) throw new AppError('PAID_ON_PAYMENT_PAGE');
    return provider;
  }

  function hostedProviderFor(treatment: TreatmentRow, company: string): PaymentProvider {
    if (!hasPaymentCompany(company)) throw new AppError('NO_PAYMENT_COMPANY');
    if (company !== treatment.paymentCompany) throw new AppError('PAYMENT_COMPANY_UNAVAILABLE');
    const provider = providerNamed(company);
    if (!provider.createHostedSession) throw new AppError('NO_PAYMENT_PAGE');
    return provider;
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

  function intentOf(payment: PaymentRow, treatment: TreatmentRow): PaymentIntent {
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
        currency: deps.currency,
        now: at,
        ...opening,
      });
    });
    await closeHostedSession(replaced);
    return payment;
  }

  /** Opens a hosted payment (popup) for an appointment: a pending payment and the provider's page. */
  async function startHosted(
    appointment: AppointmentRow,
    treatment: TreatmentRow,
    provider: PaymentProvider,
    origin: string,
  ): Promise<{ payment: PaymentRow; url: string }> {
    const payment = await openPayment(appointment, treatment, provider, { status: 'pending' });
    try {
      const session = await provider.createHostedSession!(intentOf(payment, treatment), {
        origin,
        holdExpiresAt: appointment.holdExpiresAt,
      });
      await repo.setProviderRef(payment.tenantId, payment.id, session.providerRef, now());
      return { payment, url: session.url };
    } catch (err) {
      await repo.transitionPayment(payment.tenantId, payment.id, ['pending'], { status: 'failed', now: now() });
      throw Object.assign(new AppError('PAYMENT_FAILED'), { cause: err });
    }
  }

  return {
    /** The payment setup the booking page needs: which flow (card or popup), which company, what amount. */
    async paymentDetails(
      tenant: TenantContext,
      session: CustomerSession,
      query: {
        invoice_setting_id?: string | undefined;
        treatment_id?: number | undefined;
        customer_id?: number | undefined;
      },
    ) {
      assertOwnCustomer(session, query.customer_id);
      let company = deps.defaultCardProvider;
      let amount: number | undefined;
      if (query.treatment_id !== undefined) {
        const treatment = await repo.findTreatment(tenant.id, query.treatment_id);
        if (!treatment) throw new AppError('TREATMENT_NOT_FOUND');
        if (hasPaymentCompany(treatment.paymentCompany)) company = treatment.paymentCompany;
        amount = toMajor(amountDueMinor(treatment));
      }
      const provider = company ? providers.get(company) : undefined;
      if (!provider) throw new AppError('PAYMENT_DETAILS_FAILED');
      if (!query.invoice_setting_id) throw new AppError('INVOICE_SETTING_REQUIRED');
      return {
        payment_detail_id: query.invoice_setting_id,
        invoice_setting_id: query.invoice_setting_id,
        payment_method: provider.chargeCard ? 'card' : `${provider.id}_iframe`,
        provider: provider.id,
        currency: deps.currency,
        ...(amount !== undefined ? { amount } : {}),
      };
    },

    /**
     * charge_appointment. The amount comes from the treatment, never from the client. The card lives only
     * in this call: brand and last 4 digits are stored, the number and CVC never are, nor are they logged.
     */
    async charge(
      tenant: TenantContext,
      session: CustomerSession,
      body: {
        appointmentId: number;
        paymentMethod?: string | undefined;
        card?: CardDetails | undefined;
        origin: string;
      },
    ): Promise<TChargeAppointmentResponse> {
      const appointment = await ownAppointment(tenant, session, body.appointmentId);
      const treatment = await treatmentOf(appointment);

      const company = companyOfHostedMethod(body.paymentMethod ?? '');
      if (company) {
        const provider = hostedProviderFor(treatment, company);
        const { payment, url } = await startHosted(appointment, treatment, provider, body.origin);
        return {
          success: 1,
          message: MESSAGES.pending,
          data: {
            payment_id: payment.id,
            status: 'pending',
            amount: toMajor(payment.amountMinor),
            currency: payment.currency,
            card_brand: null,
            card_last4: null,
            redirect_url: url,
          },
        };
      }

      const card = body.card;
      if (!card) throw new AppError('CARD_DETAILS_REQUIRED');
      const provider = cardProviderFor(treatment);
      assertCardUsable(card, now());
      const brand = cardBrand(card.number);
      const last4 = card.number.slice(-4);

      // Paying by card instead of in an open payment window: that window must not take money too.
      const payment = await openPayment(appointment, treatment, provider, {
        status: 'processing',
        cardBrand: brand,
        cardLast4: last4,
      });

      let result: Awaited<ReturnType<NonNullable<PaymentProvider['chargeCard']>>>;
      try {
        result = await provider.chargeCard!(intentOf(payment, treatment), card);
      } catch (err) {
        // Outcome unknown: the payment is closed as failed but the appointment keeps its hold for a retry.
        await repo.transitionPayment(tenant.id, payment.id, ['processing'], { status: 'failed', now: now() });
        throw Object.assign(new AppError('PAYMENT_PROVIDER_FAILED'), { cause: err });
      }

      const settledAt = now();
      const outcome = await repo.transaction(async (tx, within) => {
        if (result.outcome === 'declined') {
          await tx.transitionPayment(tenant.id, payment.id, ['processing'], {
            status: 'failed',
            providerRef: result.providerRef,
            now: settledAt,
          });
          const cancelled =
            treatment.forcePay && (await deps.settlements.cancelUnpaid(within, tenant.id, appointment.id, settledAt));
          return cancelled ? 'declined-cancelled' : 'declined';
        }
        const marked = await deps.settlements.markPaid(within, tenant.id, appointment.id);
        await tx.transitionPayment(tenant.id, payment.id, ['processing', 'expired'], {
          status: marked ? 'paid' : 'refund_due',
          providerRef: result.providerRef,
          now: settledAt,
        });
        return marked ? 'paid' : 'refund_due';
      });
      if (outcome === 'declined-cancelled') throw new AppError('PAYMENT_DECLINED_CANCELLED');
      if (outcome === 'declined') throw new AppError('PAYMENT_DECLINED');
      if (outcome === 'refund_due') {
        await deps.refunds.refundNow([{ tenantId: tenant.id, id: payment.id }]);
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
    },

    /** The legacy payment-link call: a hosted page for the popup, by the treatment's payment company. */
    async createPaymentLink(
      tenant: TenantContext,
      session: CustomerSession,
      company: string,
      body: {
        date: string;
        start_time: string;
        treatment_id: number;
        branch_id: number;
        customer_id: number;
        appointment_id?: number | undefined;
      },
      origin: string,
    ) {
      assertOwnCustomer(session, body.customer_id);
      const treatment = await repo.findTreatment(tenant.id, body.treatment_id);
      if (!treatment) throw new AppError('TREATMENT_NOT_FOUND');
      const provider = hostedProviderFor(treatment, company);

      let appointment: AppointmentRow | undefined;
      if (body.appointment_id !== undefined) {
        appointment = await ownAppointment(tenant, session, body.appointment_id);
      } else {
        // The legacy site names the booking it just made by its time, not its id.
        const startsAt = new ZonedDay(tenant.timeZone, body.date).instantOf(minutesOf(body.start_time));
        appointment =
          startsAt === null
            ? undefined
            : await repo.findAppointmentBySlot({
                tenantId: tenant.id,
                customerId: session.customerId,
                treatmentId: body.treatment_id,
                branchId: body.branch_id,
                startsAt: new Date(startsAt),
              });
      }
      if (!appointment) throw new AppError('NO_APPOINTMENT_FOR_PAYMENT');
      if (appointment.treatmentId !== treatment.id) throw new AppError('APPOINTMENT_OTHER_TREATMENT');

      const { payment, url } = await startHosted(appointment, treatment, provider, origin);
      return { sucess: 1 as const, redirect_url: url, insert_id: appointment.id, payment_id: payment.id };
    },

    /** What the popup monitor polls. */
    async status(tenant: TenantContext, session: CustomerSession, appointmentId: number) {
      let appointment = await ownAppointment(tenant, session, appointmentId);
      const at = now();
      if (
        appointment.status === 'active' &&
        appointment.paidStatus === 0 &&
        appointment.holdExpiresAt &&
        appointment.holdExpiresAt.getTime() <= at.getTime()
      ) {
        await expireHold(at, tenant.id, appointmentId);
        appointment = (await repo.findAppointment(tenant.id, appointmentId)) ?? appointment;
      }
      const payment = await repo.latestPayment(tenant.id, appointmentId);
      const paid_status = appointment.paidStatus === 1 ? (1 as const) : (0 as const);
      const money = (await deps.refunds.moneyStates(tenant.id, [appointmentId])).get(appointmentId);
      // The money of a visit that no longer holds its time goes back; status stays what a monitor knows.
      const refund =
        money === 'refund_pending' || money === 'refunded' || money === 'refund_failed' ? money : undefined;
      const refundOf = refund ? { refund_status: refund } : {};
      if (paid_status === 1 && !refund) {
        return { success: 1 as const, status: 'paid' as const, paid_status, message: MESSAGES.paid };
      }
      if (appointment.status === 'expired') {
        const message = refund ? REFUND_MESSAGES[refund] : errorText(EN_ERROR_TEXTS, 'BOOKING_EXPIRED');
        return { success: 1 as const, status: 'expired' as const, paid_status, message, ...refundOf };
      }
      if (refund || payment?.status === 'failed' || appointment.status !== 'active') {
        const message = refund
          ? REFUND_MESSAGES[refund]
          : appointment.status === 'cancelled'
            ? errorText(EN_ERROR_TEXTS, 'PAYMENT_DECLINED_CANCELLED')
            : errorText(EN_ERROR_TEXTS, 'PAYMENT_DECLINED');
        return { success: 1 as const, status: 'failed' as const, paid_status, message, ...refundOf };
      }
      return { success: 1 as const, status: 'pending' as const, paid_status };
    },

    applyCallback: callbacks.applyCallback,

    /** The background sweep: every hold that ran out, in every tenant. */
    async sweepExpiredHolds(): Promise<number> {
      return (await expireHolds(now())).length;
    },

    /** The sandbox page shows the payment as it stands now (expired holds expired first). */
    async hostedPayment(tenantId: number, paymentId: number) {
      const target = await repo.findPayment(tenantId, paymentId);
      if (!target) return undefined;
      await expireHold(now(), tenantId, target.appointmentId);
      const payment = (await repo.findPayment(tenantId, paymentId))!;
      const appointment = await repo.findAppointment(tenantId, payment.appointmentId);
      const treatment = appointment ? await repo.findTreatment(tenantId, appointment.treatmentId) : undefined;
      return {
        payment,
        appointmentPaid: appointment?.paidStatus === 1,
        treatmentName: treatment ? pick(treatment.name, 'en') : null,
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;

export { CallbackMismatch, type CallbackResult } from './payment-callbacks';
