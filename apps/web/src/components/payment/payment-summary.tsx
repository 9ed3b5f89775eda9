import { useTranslation } from '../../lib/use-translation';
import { shortDate } from '../../lib/dates';
import { FormError } from '../ui/form-actions';
import type { PayableAppointment } from './payable-appointment';

type Props = {
  headingId: string;
  appointment: PayableAppointment;
  /** In the clinic's currency: the treatment's price, what is paid now, and what is left for the clinic (if any). */
  amounts: { total: string; now: string; atClinic: string | null };
  /** The server's payment details could not be read: what is paid now is then the booking's own amount. */
  detailsFailed: boolean;
};

/** What the patient pays for: branch, treatment, time, length, the total, what is paid now and at the clinic. */
export function PaymentSummary({ headingId, appointment: a, amounts, detailsFailed }: Props) {
  const { t } = useTranslation('payment');
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('summary')}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {(
          [
            [t('branch'), a.branchName],
            [t('type'), a.typeName],
            [t('when'), <bdi key="when" dir="ltr">{`${shortDate(a.date)} ${a.start}-${a.end}`}</bdi>],
            [t('duration'), t('minutes', { minutes: a.duration })],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-end font-medium text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 py-2">
          <dt className="text-slate-600">{t('total')}</dt>
          <dd className="font-medium text-slate-900" data-testid="payment-total">
            <bdi>{amounts.total}</bdi>
          </dd>
        </div>
        <div className="flex justify-between gap-3 py-3 text-base">
          <dt className="font-semibold text-slate-800">{t('payNowAmount')}</dt>
          <dd className="font-bold text-brand-800" data-testid="payment-now">
            <bdi>{amounts.now}</bdi>
          </dd>
        </div>
        {amounts.atClinic && (
          <div className="flex justify-between gap-3 py-2">
            <dt className="text-slate-600">{t('atClinic')}</dt>
            <dd className="font-medium text-slate-900" data-testid="payment-at-clinic">
              <bdi>{amounts.atClinic}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {/* The server still charges what it decides, whatever the total above says. */}
      {detailsFailed && (
        <div className="mt-3">
          <FormError message={t('messages.detailsFailed')} />
        </div>
      )}
    </div>
  );
}
