import { companyOfHostedMethod, hasPaymentCompany } from '@clinic/contract/payments/payment-methods';
import type { TChargeAppointmentResponse } from '@clinic/contract/payments/payments';
import type { Logger } from '../../lib/logger';
import { AppError } from '../../errors';
import { type CustomerSession, assertOwnCustomer } from '../../lib/customer-session';
import { pick, toMajor } from '../../lib/localize';
import { ZonedDay, minutesOf } from '../../lib/zoned-time';
import type { PaymentSettlements } from '../appointments/payment-settlements.types';
import { amountDueMinor } from '../catalog/catalog.types';
import type { CardDetails } from './card';
import { createCardCharge } from './card-charge';
import { NO_PAYMENT_NOTICES, type PaymentNotices } from './payment-notices';
import type { AppointmentRow, PaymentRow, PaymentsRepository, TreatmentRow } from './payments.repository';
import type { PaymentProvider } from './providers/provider';
import { createPaymentCallbacks } from './payment-callbacks';
import { MESSAGES } from './payment-messages';
import { createPaymentOpening, intentOf } from './payment-opening';
import { createPaymentStatus } from './payment-status';
import { createPaymentWindows } from './payment-windows';
import type { RefundsService } from './refunds.service';

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
  /** Money that arrived for time no longer held goes back at once (and else by the refunds sweep). */
  refunds: Pick<RefundsService, 'refundNow' | 'moneyStates'>;
  /** The appointments module's writes a payment makes: paid, or the time freed. */
  settlements: PaymentSettlements;
  /** Told of money arriving, in its transaction. */
  notices?: PaymentNotices;
};

export function createPaymentsService(serviceDeps: PaymentsServiceDeps) {
  const deps = { ...serviceDeps, notices: serviceDeps.notices ?? NO_PAYMENT_NOTICES };
  const { repo, providers, now } = deps;
  const { closeHostedSession, expireHolds, expireHold } = createPaymentWindows(deps);
  const callbacks = createPaymentCallbacks({ ...deps, closeHostedSession, expireHold });
  const { openPayment } = createPaymentOpening({ ...deps, closeHostedSession, expireHold });
  const { chargeCard } = createCardCharge({ ...deps, openPayment });
  const { paymentStatus } = createPaymentStatus({ ...deps, expireHold });

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
        // The company that takes the money, and the clinic's billing details its documents are issued under.
        payment_detail_id: provider.id,
        invoice_setting_id: tenant.id,
        payment_method: provider.chargeCard ? 'card' : `${provider.id}_iframe`,
        provider: provider.id,
        currency: await repo.clinicCurrency(tenant.id),
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
      return chargeCard(appointment, treatment, cardProviderFor(treatment), card);
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
      return paymentStatus(await ownAppointment(tenant, session, appointmentId));
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

export { CallbackMismatch } from './payment-callbacks';
