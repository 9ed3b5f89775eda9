import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TAgendaVisit } from '@clinic/contract/staff/staff';
import type { TVisitMoney } from '@clinic/contract/staff/staff-visit-money';
import { primaryButton } from '../../../../components/ui/button-styles';
import { useChangeFeedback } from '../../workspace/api/use-change-feedback';
import { FormError } from '../../workspace/components/form-error';
import { fieldClass, labelClass, smallButton } from '../../workspace/components/form-styles';
import { useRefundVisit } from '../api/refund-visit';
import { formatAmount, parseAmount } from '../money-format';

/**
 * An owner's refund of a visit: amount (part allowed, never above what is left), reason, and whether to cancel the
 * visit too; then a confirmation naming the amount and the patient before anything changes.
 */
export function RefundForm({
  visit,
  money,
  onBack,
  onDone,
}: {
  visit: TAgendaVisit;
  money: TVisitMoney;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('money');
  const refund = useRefundVisit();
  const action = useChangeFeedback(refund);
  const [amountText, setAmountText] = useState(money.refundable.toFixed(2));
  const [reason, setReason] = useState('');
  const [cancel, setCancel] = useState(false);
  const [amountError, setAmountError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const canCancel = visit.status !== 'cancelled';
  const amount = cancel ? money.refundable : parseAmount(amountText);
  const shown = (value: number) => formatAmount(value, money.currency, i18n.language);
  const name = visit.family_member_name ?? visit.patient_name;

  function review(event: FormEvent) {
    event.preventDefault();
    if (amount === null || amount <= 0 || amount > money.refundable) {
      setAmountError(t('amountInvalid', { max: shown(money.refundable) }));
      return;
    }
    setAmountError(undefined);
    setConfirming(true);
  }

  async function confirm() {
    if (amount === null) return;
    const done = await action.run(
      refund,
      { params: { id: visit.id }, body: { amount, reason: reason.trim(), cancel } },
      t(cancel ? 'refundCancelDone' : 'refundDone', { amount: shown(amount) }),
    );
    if (done) onDone();
  }

  if (confirming && amount !== null) {
    return (
      <div className="mt-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
        <p className="font-semibold text-slate-900">
          {t(cancel ? 'confirmRefundCancel' : 'confirmRefund', { amount: shown(amount), name })}
        </p>
        <p className="mt-1 text-sm text-slate-700">{t('lastReason', { reason: reason.trim() })}</p>
        <FormError message={action.error} />
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={primaryButton} disabled={action.pending} onClick={() => void confirm()}>
            {t(cancel ? 'yesRefundCancel' : 'yesRefund')}
          </button>
          <button type="button" className={smallButton} onClick={() => setConfirming(false)}>
            {t('back')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={review} className="mt-2" noValidate>
      <label htmlFor="refund-amount" className={labelClass}>
        {t('amount', { currency: money.currency })}
      </label>
      <input
        id="refund-amount"
        inputMode="decimal"
        dir="ltr"
        required
        readOnly={cancel}
        value={cancel ? money.refundable.toFixed(2) : amountText}
        onChange={(event) => setAmountText(event.target.value)}
        aria-invalid={amountError ? true : undefined}
        aria-describedby={amountError ? 'refund-amount-error' : 'refund-amount-left'}
        className={`${fieldClass} max-w-40 ${cancel ? 'bg-slate-100' : ''}`}
      />
      <p id="refund-amount-left" className="mt-1 text-sm text-slate-600">
        {t('left')}: <bdi>{shown(money.refundable)}</bdi>
      </p>
      {amountError && (
        <p id="refund-amount-error" className="mt-1 text-sm text-red-700">
          {amountError}
        </p>
      )}
      <label htmlFor="refund-reason" className={labelClass}>
        {t('reason')}
      </label>
      <input
        id="refund-reason"
        required
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        className={fieldClass}
      />
      {canCancel && (
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={cancel} onChange={(event) => setCancel(event.target.checked)} />
          {t('alsoCancel')}
        </label>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={!reason.trim()}>
          {t('review')}
        </button>
        <button type="button" className={smallButton} onClick={onBack}>
          {t('back')}
        </button>
      </div>
    </form>
  );
}
