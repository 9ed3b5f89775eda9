import { useTranslation } from '../../../../lib/use-translation';
import type { TLedgerPayment } from '@clinic/contract/staff/staff-inbox';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { StateMessage } from '../../../../components/ui/state-message';
import { useVisitMoney } from '../../visit-money/api/get-visit-money';
import { RefundForm } from '../../visit-money/components/refund-form';
import { formatAmount } from '../../core/money-format';

/**
 * An owner's refund from the payments list: the visit dialog's refund form (an amount, part allowed, a reason, then
 * a confirmation naming the amount and the patient), on the payment's visit and its money.
 */
export function PaymentRefundDialog({
  payment,
  visitLabel,
  onClose,
}: {
  payment: TLedgerPayment;
  /** The visit as the list names it (its day, time and treatment). */
  visitLabel: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['setup', 'money', 'staff']);
  const money = useVisitMoney(payment.appointment.id);
  const name = payment.patient.name;

  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('payments.refundFor', { name })}>
      <p className="text-sm text-slate-700">{visitLabel}</p>
      {money.isError ? (
        <StateMessage kind="error" message={t('staff:errors.generic')} onRetry={() => void money.refetch()} />
      ) : !money.data ? (
        <p className="mt-3 text-sm text-slate-600">{t('money:loading')}</p>
      ) : money.data.refundable === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('money:left')}: <bdi>{formatAmount(0, money.data.currency, i18n.language)}</bdi>
        </p>
      ) : (
        <RefundForm
          visit={{ id: payment.appointment.id, name, canCancel: payment.appointment.status !== 'cancelled' }}
          money={money.data}
          onBack={onClose}
          onDone={onClose}
        />
      )}
    </ModalDialog>
  );
}
