import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TAgendaVisit } from '@clinic/contract/staff/staff';
import type { TDeskMethod, TVisitMoney } from '@clinic/contract/staff/staff-visit-money';
import { DESK_METHODS } from '@clinic/contract/staff/visit-facts';
import { primaryButton, secondaryButton } from '../../../../components/ui/button-styles';
import { ChoiceField, TextField } from '../../../../components/ui/form-fields';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { FormError } from '../../core/components/form-error';
import { useRecordDeskPayment } from '../api/record-desk-payment';
import { formatAmount, parseAmount } from '../../core/money-format';

/** Money taken at the desk for a visit: its amount (what is still due to start with, at most that) and how it was paid. */
export function DeskPaymentForm({
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
  const record = useRecordDeskPayment();
  const action = useChangeFeedback(record);
  const [amountText, setAmountText] = useState(money.due.toFixed(2));
  const [method, setMethod] = useState<TDeskMethod>('cash');
  const [amountError, setAmountError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseAmount(amountText);
    if (amount === null || amount <= 0 || amount > money.due) {
      setAmountError(t('amountInvalid', { max: formatAmount(money.due, money.currency, i18n.language) }));
      return;
    }
    setAmountError(undefined);
    const done = await action.run(
      record,
      { params: { id: visit.id }, body: { amount, method } },
      t('recorded', { amount: formatAmount(amount, money.currency, i18n.language) }),
    );
    if (done) onDone();
  }

  return (
    <form onSubmit={submit} className="mt-2 space-y-4" noValidate>
      <TextField
        id="desk-amount"
        label={t('amount', { currency: money.currency })}
        error={amountError}
        inputMode="decimal"
        dir="ltr"
        required
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        inputClassName="max-w-40"
      />
      <ChoiceField<TDeskMethod>
        id="desk-method"
        name="desk-method"
        legend={t('method')}
        choices={DESK_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
        value={method}
        onChange={setMethod}
        error={undefined}
      />
      <FormError message={action.error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={action.pending}>
          {t('record')}
        </button>
        <button type="button" className={secondaryButton} onClick={onBack}>
          {t('back')}
        </button>
      </div>
    </form>
  );
}
