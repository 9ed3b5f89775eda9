import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TVisitMoney } from '@clinic/contract/staff/staff-visit-money';
import { primaryButton, secondaryButton } from '../../../../components/ui/button-styles';
import { TextField } from '../../../../components/ui/form-fields';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { FormError } from '../../core/components/form-error';
import { useRefundVisit } from '../api/refund-visit';
import { formatAmount, parseAmount } from '../../core/money-format';

/** The visit whose money goes back: its id, who is named in the confirmation, and whether it may be cancelled too. */
export type RefundTarget = { id: number; name: string; canCancel: boolean };

/**
 * An owner's refund of a visit: amount (part allowed, never above what is left), reason, and whether to cancel the
 * visit too; then a confirmation naming the amount and the patient before anything changes. The visit dialog and
 * the payments page both give money back with it.
 */
export function RefundForm({
  visit,
  money,
  onBack,
  onDone,
}: {
  visit: RefundTarget;
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
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const amount = cancel ? money.refundable : parseAmount(amountText);
  const shown = (value: number) => formatAmount(value, money.currency, i18n.language);

  function review(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(amount === null || amount <= 0 || amount > money.refundable
        ? { amount: t('amountInvalid', { max: shown(money.refundable) }) }
        : {}),
      ...(reason.trim() ? {} : { reason: t('reasonMissing') }),
    };
    setErrors(found);
    if (!found.amount && !found.reason) setConfirming(true);
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
          {t(cancel ? 'confirmRefundCancel' : 'confirmRefund', { amount: shown(amount), name: visit.name })}
        </p>
        <p className="mt-1 text-sm text-slate-700">{t('lastReason', { reason: reason.trim() })}</p>
        <FormError message={action.error} />
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={primaryButton} disabled={action.pending} onClick={() => void confirm()}>
            {t(cancel ? 'yesRefundCancel' : 'yesRefund')}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
            {t('back')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={review} className="mt-2 space-y-3" noValidate>
      <div>
        <TextField
          id="refund-amount"
          label={t('amount', { currency: money.currency })}
          error={errors.amount}
          inputMode="decimal"
          dir="ltr"
          required
          readOnly={cancel}
          value={cancel ? money.refundable.toFixed(2) : amountText}
          onChange={(event) => setAmountText(event.target.value)}
          aria-describedby="refund-amount-left"
          inputClassName={`max-w-40 ${cancel ? 'bg-slate-100' : ''}`}
        />
        <p id="refund-amount-left" className="mt-1 text-sm text-slate-600">
          {t('left')}: <bdi>{shown(money.refundable)}</bdi>
        </p>
      </div>
      <TextField
        id="refund-reason"
        label={t('reason')}
        error={errors.reason}
        required
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {visit.canCancel && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={cancel} onChange={(event) => setCancel(event.target.checked)} />
          {t('alsoCancel')}
        </label>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        <button type="submit" className={primaryButton}>
          {t('review')}
        </button>
        <button type="button" className={secondaryButton} onClick={onBack}>
          {t('back')}
        </button>
      </div>
    </form>
  );
}
