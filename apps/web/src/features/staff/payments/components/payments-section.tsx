import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { PAYMENT_STATES } from '@clinic/contract/staff/staff-inbox';
import { useStaffAuth } from '../../workspace/api/staff-auth';
import { useChangeFeedback } from '../../workspace/api/use-change-feedback';
import { type PaymentsQuery, paymentsQueryOptions } from '../api/get-payments';
import { useRefundPayment } from '../api/refund-payment';
import { FormError } from '../../workspace/components/form-error';
import { smallButton } from '../../workspace/components/form-styles';

/** Payments by date and state, with the owner's refund of a paid visit. */
export function PaymentsSection({ canRefund }: { canRefund: boolean }) {
  const { t } = useTranslation('setup');
  const auth = useStaffAuth();
  const [query, setQuery] = useState<PaymentsQuery>({});
  const payments = useQuery(paymentsQueryOptions(auth, query));
  const refund = useRefundPayment();
  const action = useChangeFeedback(refund);
  // The payment whose refund waits for a yes: money given back cannot be taken again.
  const [confirming, setConfirming] = useState<number | null>(null);
  const control = 'mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-1.5';

  return (
    <section aria-labelledby="payments-heading">
      <h1 id="payments-heading" className="text-xl font-bold text-slate-900">
        {t('payments.heading')}
      </h1>
      <div className="mt-3 flex flex-wrap gap-3">
        <label className="text-sm font-medium text-slate-700">
          {t('payments.from')}
          <input
            type="date"
            className={control}
            value={query.from ?? ''}
            onChange={(e) => setQuery({ ...query, from: e.target.value || undefined })}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t('payments.to')}
          <input
            type="date"
            className={control}
            value={query.to ?? ''}
            onChange={(e) => setQuery({ ...query, to: e.target.value || undefined })}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          {t('payments.status')}
          <select
            className={control}
            value={query.status ?? ''}
            onChange={(e) => setQuery({ ...query, status: e.target.value || undefined })}
          >
            <option value="">{t('payments.anyStatus')}</option>
            {PAYMENT_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`payments.states.${state}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FormError message={action.error} />
      <div className="mt-3 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
        <table className="w-full min-w-max text-sm">
          <thead>
            <tr>
              {['visit', 'patient', 'amount', 'method', 'state', 'reference'].map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-start">
                  {t(`payments.columns.${column}` as 'payments.columns.visit')}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-start">
                <span className="sr-only">{t('payments.refund')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.data?.payments.map((payment) => (
              <tr key={payment.id} className="border-t border-slate-100">
                <td className="px-3 py-2">
                  {payment.appointment.date} {payment.appointment.start_time} · {payment.appointment.treatment}
                </td>
                <td className="px-3 py-2">{payment.patient.name}</td>
                <td className="px-3 py-2" dir="ltr">
                  {payment.amount.toFixed(2)} {payment.currency}
                </td>
                <td className="px-3 py-2">
                  {payment.provider}
                  {payment.card_last4 ? ` · ${payment.card_brand ?? ''} ${payment.card_last4}` : ''}
                </td>
                <td className="px-3 py-2">{t(`payments.states.${payment.status}`)}</td>
                <td className="px-3 py-2 font-mono text-xs" dir="ltr">
                  {payment.provider_ref ?? ''}
                </td>
                <td className="px-3 py-2">
                  {canRefund && payment.refundable && confirming !== payment.id && (
                    <button type="button" className={smallButton} onClick={() => setConfirming(payment.id)}>
                      {t('payments.refundFor', { name: payment.patient.name })}
                    </button>
                  )}
                  {canRefund && payment.refundable && confirming === payment.id && (
                    <div role="group" aria-label={t('payments.refundFor', { name: payment.patient.name })}>
                      <p className="text-sm text-slate-800">
                        {t('payments.confirmRefund', { name: payment.patient.name })}
                      </p>
                      <div className="mt-1 flex gap-2">
                        <button
                          type="button"
                          className={smallButton}
                          disabled={action.pending}
                          onClick={() =>
                            void action
                              .run(refund, { params: { id: payment.id } }, t('payments.refunded'))
                              .finally(() => setConfirming(null))
                          }
                        >
                          {t('payments.confirmYes', { name: payment.patient.name })}
                        </button>
                        <button type="button" className={smallButton} onClick={() => setConfirming(null)}>
                          {t('payments.keep')}
                        </button>
                      </div>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {payments.data?.payments.length === 0 && <p className="p-3 text-slate-600">{t('payments.empty')}</p>}
      </div>
    </section>
  );
}
