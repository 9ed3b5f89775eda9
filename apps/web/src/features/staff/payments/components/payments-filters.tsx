import { useTranslation } from '../../../../lib/use-translation';
import { PAYMENT_STATES } from '@clinic/contract/staff/staff-inbox';
import { ClinicDateField } from '../../../../components/ui/date-field';
import { fieldInputClass, fieldLabelClass } from '../../../../components/ui/form-fields';
import type { PaymentsQuery } from '../api/get-payments';

/** The payments list's filter: the days the payments were made on (in the clinic's order) and their state. */
export function PaymentsFilters({
  query,
  locale,
  onChange,
}: {
  query: PaymentsQuery;
  /** The clinic's date locale (`clinicLocale`). */
  locale: string;
  onChange: (query: PaymentsQuery) => void;
}) {
  const { t } = useTranslation('setup');
  return (
    <div className="mt-3 flex flex-wrap items-start gap-3">
      {(['from', 'to'] as const).map((end) => (
        <ClinicDateField
          key={end}
          id={`payments-${end}`}
          label={t(`payments.${end}`)}
          value={query[end] ?? ''}
          onChange={(value) => onChange({ ...query, [end]: value || undefined })}
          locale={locale}
          error={undefined}
        />
      ))}
      <div>
        <label htmlFor="payments-state" className={fieldLabelClass}>
          {t('payments.status')}
        </label>
        <select
          id="payments-state"
          className={`${fieldInputClass} border-slate-300`}
          value={query.status ?? ''}
          onChange={(event) => onChange({ ...query, status: event.target.value || undefined })}
        >
          <option value="">{t('payments.anyStatus')}</option>
          {PAYMENT_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`payments.states.${state}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
