import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { ApiError } from '../../lib/api-client';
import { codeText, failureMessage } from '../../lib/errors/failure-text';
import { EXPIRY_MONTHS, type CardForm, cardComplete, expiryYears, isHostedMethod } from '../../lib/payments/card-rules';
import { chargeAppointment } from '../../lib/payments/charge-appointment';
import { createPaymentLink } from '../../lib/payments/create-payment-link';
import { getPaymentDetails } from '../../lib/payments/get-payment-details';
import { getPaymentStatus } from '../../lib/payments/get-payment-status';
import { siteKeys } from '../../lib/query-keys';
import { useTenant } from '../../lib/tenant/tenant-context';
import { formatPrice } from '../../lib/treatment-price';
import { useFormatPrice } from '../../lib/tenant/use-format-price';
import { CardField } from './card-field';
import type { PayableAppointment } from './payable-appointment';
import { PaymentSummary } from './payment-summary';
import { watchHostedPayment } from './watch-hosted-payment';
import { toast } from '../ui/toast';
import { FormActions, FormError } from '../ui/form-actions';

type PaymentPanelProps = {
  appointment: PayableAppointment;
  onPaid: () => void;
  /** The payment failed and the appointment was cancelled: the patient starts again. */
  onCancelled: () => void;
  onBack: () => void;
};

export function PaymentPanel({ appointment: a, onPaid, onCancelled, onBack }: PaymentPanelProps) {
  const { t, i18n } = useTranslation('payment');
  const { target } = useTenant();
  const id = useId();
  const [card, setCard] = useState<CardForm>({
    cardholderName: '',
    cardNumber: '',
    expiryMonth: '',
    expiryYear: '',
    cvc: '',
    cardPin: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const hostedOnly = isHostedMethod(a.method);
  const canUseHostedPage = !!a.company && a.company !== '0';
  const [mode, setMode] = useState<'card' | 'hosted'>(hostedOnly ? 'hosted' : 'card');
  const [monitoring, setMonitoring] = useState(false);
  const stopMonitor = useRef<() => void>(() => undefined);
  useEffect(() => () => stopMonitor.current(), []);

  const details = useQuery({
    queryKey: siteKeys.paymentDetails(a.invoiceSettingId, a.treatmentId, a.customerId),
    queryFn: () =>
      getPaymentDetails(target, {
        invoiceSettingId: a.invoiceSettingId,
        treatmentId: a.treatmentId,
        customerId: a.customerId,
      }),
    enabled: !!a.invoiceSettingId,
    staleTime: 60_000,
  });
  const amount = Number(details.data?.data.amount ?? a.price);
  // The server's currency for the charge (the clinic's), else the clinic's as the site knows it.
  const clinicPrice = useFormatPrice();
  const currency = details.data?.data.currency;
  const money = (value: number) => (currency ? formatPrice(value, i18n.language, currency) : clinicPrice(value));

  const fail = (err: unknown, fallback: string) => {
    const message = failureMessage(err, fallback);
    const code = err instanceof ApiError ? err.code : undefined;
    // The booking is over: say so and leave the payment step.
    if (code === 'PAYMENT_DECLINED_CANCELLED' || code === 'BOOKING_EXPIRED') {
      toast.error(code === 'PAYMENT_DECLINED_CANCELLED' ? t('messages.cancelled') : message);
      return onCancelled();
    }
    setError(message);
    toast.error(message);
  };

  const payByCard = async () => {
    if (!cardComplete(card)) return setError(t('card.required'));
    setError(null);
    setPaying(true);
    try {
      await chargeAppointment(target, {
        appointmentId: Number(a.id),
        cardNumber: card.cardNumber,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        cvc: card.cvc,
        cardholderName: card.cardholderName.trim(),
        ...(card.cardPin ? { cardPin: card.cardPin } : {}),
        paymentMethod: 'card',
        invoiceSettingId: a.invoiceSettingId,
        ...(details.data ? { paymentDetailId: details.data.data.payment_detail_id } : {}),
        amount,
        ...(a.document ? { docType: a.document } : {}),
      });
      toast.success(t('messages.paid'));
      onPaid();
    } catch (err) {
      fail(err, t('messages.failed'));
    } finally {
      setPaying(false);
    }
  };

  /** Watches the payment in its window until the provider reports, the window closes, or time runs out. */
  const monitor = (popup: Window) => {
    setMonitoring(true);
    stopMonitor.current = watchHostedPayment(popup, {
      status: () => getPaymentStatus(target, a.id),
      onPaid: () => {
        toast.success(t('messages.paid'));
        onPaid();
      },
      onEnded: (status) => {
        // Said in the page language from the status, never from the server's (English) message.
        toast.error(status.status === 'expired' ? codeText('BOOKING_EXPIRED') : t('messages.cancelled'));
        onCancelled();
      },
      onTimeout: () => toast.warning(t('messages.timeout')),
      onStopped: () => setMonitoring(false),
    });
  };

  const payOnHostedPage = async () => {
    setError(null);
    // Opened before the network call so the browser treats it as the click's own window (not a blocked pop-up).
    const popup = window.open('', 'clinic-payment', `width=1200,height=${Math.max(400, window.innerHeight - 40)}`);
    if (!popup) {
      toast.error(t('messages.popupBlocked'));
      window.alert(t('messages.popupAlert'));
      return;
    }
    setPaying(true);
    try {
      const link = await createPaymentLink(target, { ...a, appointmentId: a.id, price: amount });
      popup.location.href = link.redirect_url;
      monitor(popup);
    } catch (err) {
      popup.close();
      fail(err, t('messages.processingFailed'));
    } finally {
      setPaying(false);
    }
  };

  const set = (key: keyof CardForm, value: string) => {
    setError(null);
    setCard((c) => ({ ...c, [key]: value }));
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto grid max-w-4xl gap-6 md:grid-cols-[1fr_1.2fr]">
      <PaymentSummary
        headingId={`${id}-heading`}
        appointment={a}
        amounts={{
          total: money(Math.max(a.fullPrice, amount)),
          now: money(amount),
          atClinic: a.fullPrice > amount ? money(a.fullPrice - amount) : null,
        }}
        detailsFailed={details.isError}
      />

      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        {mode === 'card' ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void payByCard();
            }}
            className="space-y-4"
          >
            <h3 className="text-lg font-bold text-slate-900">{t('card.heading')}</h3>
            <CardField
              id={`${id}-name`}
              label={t('card.name')}
              autoComplete="cc-name"
              value={card.cardholderName}
              onChange={(v) => set('cardholderName', v)}
            />
            <CardField
              id={`${id}-number`}
              label={t('card.number')}
              autoComplete="cc-number"
              digits={16}
              grouped
              value={card.cardNumber}
              onChange={(v) => set('cardNumber', v)}
            />
            <div className="grid grid-cols-3 gap-3">
              <CardField
                id={`${id}-month`}
                label={t('card.month')}
                autoComplete="cc-exp-month"
                choices={{ placeholder: 'MM', values: EXPIRY_MONTHS }}
                value={card.expiryMonth}
                onChange={(v) => set('expiryMonth', v)}
              />
              <CardField
                id={`${id}-year`}
                label={t('card.year')}
                autoComplete="cc-exp-year"
                choices={{ placeholder: 'YYYY', values: expiryYears(new Date()) }}
                value={card.expiryYear}
                onChange={(v) => set('expiryYear', v)}
              />
              <CardField
                id={`${id}-cvc`}
                label={t('card.cvc')}
                autoComplete="cc-csc"
                digits={3}
                value={card.cvc}
                onChange={(v) => set('cvc', v)}
              />
            </div>
            <CardField
              id={`${id}-pin`}
              label={t('card.pin')}
              autoComplete="off"
              digits={4}
              value={card.cardPin}
              onChange={(v) => set('cardPin', v)}
              className="max-w-40"
            />
            <p className="text-xs text-slate-500">{t('card.secure')}</p>
            <FormError message={error} />
            <FormActions
              placement="spread"
              back={{ label: t('back'), onClick: onBack }}
              action={{ label: t('payNow'), disabled: paying }}
            />
            {canUseHostedPage && (
              <button
                type="button"
                onClick={() => setMode('hosted')}
                className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {t('hosted.open')}
              </button>
            )}
          </form>
        ) : (
          <div className="space-y-4">
            <h3 className="text-lg font-bold text-slate-900">{t('hosted.heading')}</h3>
            <div role="status" className="rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
              {monitoring ? (
                <>
                  <p className="flex items-center gap-2 font-semibold">
                    <span
                      aria-hidden="true"
                      className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
                    />
                    {t('hosted.processing')}
                  </p>
                  <p className="mt-1">{t('hosted.hintWaiting')}</p>
                </>
              ) : (
                <>
                  <p>{t('hosted.hintOpen')}</p>
                  <p className="mt-1">{t('hosted.hintPopup')}</p>
                </>
              )}
            </div>
            <FormError message={error} />
            <FormActions
              placement="spread"
              back={{ label: t('back'), onClick: onBack }}
              action={{ label: t('payNow'), onClick: () => void payOnHostedPage(), disabled: paying || monitoring }}
            />
          </div>
        )}
      </div>
    </section>
  );
}
