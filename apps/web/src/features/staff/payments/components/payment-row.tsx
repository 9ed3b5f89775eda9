import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/use-translation';
import type { TLedgerPayment } from '@clinic/contract/staff/staff-inbox';
import { visitAddress } from '../../agenda/use-addressed-visit';
import { formatAmount } from '../../core/money-format';
import { smallButton } from '../../../../components/ui/button-styles';

/** The columns of the payments table, in order (the refund's own column last). */
export const PAYMENT_COLUMNS = ['visit', 'patient', 'amount', 'method', 'state', 'reference'] as const;

const DESK_PROVIDERS = new Set(['desk_cash', 'desk_card']);

/**
 * One payment: its visit (a link that opens the visit on the agenda), the patient, the amount and what went back of
 * it, how it was paid, its state, and the owner's refund.
 */
export function PaymentRow({
  payment,
  visitLabel,
  canRefund,
  onRefund,
}: {
  payment: TLedgerPayment;
  /** The visit's day (in the clinic's order), time and treatment. */
  visitLabel: string;
  canRefund: boolean;
  onRefund: (payment: TLedgerPayment) => void;
}) {
  const { t, i18n } = useTranslation(['setup', 'money']);
  const visit = payment.appointment;
  const amount = (value: number) => formatAmount(value, payment.currency, i18n.language);
  const method = DESK_PROVIDERS.has(payment.provider)
    ? t(`money:providers.${payment.provider as 'desk_cash' | 'desk_card'}`)
    : payment.provider;

  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="px-3 py-2">
        <Link
          to={visitAddress({ id: visit.id, date: visit.date, branch_id: visit.branch_id })}
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {visitLabel}
        </Link>
      </td>
      <td className="px-3 py-2">{payment.patient.name}</td>
      <td className="px-3 py-2 tabular-nums">
        <bdi>{amount(payment.amount)}</bdi>
        {payment.refunded > 0 && (
          <span className="block text-xs text-slate-600">
            {t('money:refunded')} <bdi>{amount(payment.refunded)}</bdi>
          </span>
        )}
      </td>
      <td className="px-3 py-2">
        {method}
        {payment.card_last4 ? ` · ${payment.card_brand ?? ''} ${payment.card_last4}` : ''}
      </td>
      <td className="px-3 py-2">{t(`payments.states.${payment.status}`)}</td>
      <td className="px-3 py-2 font-mono text-xs" dir="ltr">
        {payment.provider_ref ?? ''}
      </td>
      <td className="px-3 py-2">
        {canRefund && payment.refundable && (
          <button type="button" className={smallButton} onClick={() => onRefund(payment)}>
            {t('payments.refundFor', { name: payment.patient.name })}
          </button>
        )}
      </td>
    </tr>
  );
}
