import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TAgendaVisit } from '@clinic/contract/staff/staff';
import { DESK_METHODS, type TDeskMethod, type TVisitMoney } from '@clinic/contract/staff/staff-visit-money';
import { primaryButton } from '../../../../components/ui/button-styles';
import { useChangeFeedback } from '../../workspace/api/use-change-feedback';
import { FormError } from '../../workspace/components/form-error';
import { fieldClass, labelClass, smallButton } from '../../workspace/components/form-styles';
import { useRecordDeskPayment } from '../api/record-desk-payment';
import { formatAmount, parseAmount } from '../money-format';

/** Money taken at the desk for a visit: its amount (the visit's price to start with) and how it was paid. */
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
  const [amountText, setAmountText] = useState((visit.price_minor / 100).toFixed(2));
  const [method, setMethod] = useState<TDeskMethod>('cash');
  const [amountError, setAmountError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseAmount(amountText);
    if (amount === null || amount <= 0) {
      setAmountError(t('amountInvalid', { max: formatAmount(1_000_000, money.currency, i18n.language) }));
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
    <form onSubmit={submit} className="mt-2" noValidate>
      <label htmlFor="desk-amount" className={labelClass}>
        {t('amount', { currency: money.currency })}
      </label>
      <input
        id="desk-amount"
        inputMode="decimal"
        dir="ltr"
        required
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        aria-invalid={amountError ? true : undefined}
        aria-describedby={amountError ? 'desk-amount-error' : undefined}
        className={`${fieldClass} max-w-40`}
      />
      {amountError && (
        <p id="desk-amount-error" className="mt-1 text-sm text-red-700">
          {amountError}
        </p>
      )}
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-700">{t('method')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {DESK_METHODS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="desk-method" checked={method === value} onChange={() => setMethod(value)} />
              {t(`methods.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormError message={action.error} />
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={action.pending}>
          {t('record')}
        </button>
        <button type="button" className={smallButton} onClick={onBack}>
          {t('back')}
        </button>
      </div>
    </form>
  );
}
