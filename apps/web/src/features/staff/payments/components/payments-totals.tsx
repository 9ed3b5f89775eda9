import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TPaymentsTotal } from '@clinic/contract/staff/staff-inbox';
import { secondaryButton } from '../../../../components/ui/button-styles';
import { useStaffAuth } from '../../core/api/staff-auth';
import { formatAmount } from '../../core/money-format';
import { downloadPaymentsCsv } from '../api/download-payments-csv';
import type { PaymentsQuery } from '../api/get-payments';

/**
 * What the filter's payments (all of them, not only those listed) took, gave back and kept, per currency; and the
 * same payments as a CSV file the server writes.
 */
export function PaymentsTotals({ totals, query }: { totals: readonly TPaymentsTotal[]; query: PaymentsQuery }) {
  const { t, i18n } = useTranslation('money');
  const auth = useStaffAuth();
  const [note, setNote] = useState<{ text: string; failed: boolean }>();

  async function download() {
    try {
      const file = await downloadPaymentsCsv(auth, query);
      setNote({ text: t('exported', { file }), failed: false });
    } catch {
      setNote({ text: t('exportFailed'), failed: true });
    }
  }

  return (
    <section
      aria-labelledby="payments-totals-heading"
      className="mt-4 flex flex-wrap items-end justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div>
        <h2 id="payments-totals-heading" className="text-base font-semibold text-slate-900">
          {t('totals.heading')}
        </h2>
        {totals.map((total) => (
          <dl key={total.currency} className="mt-1 flex flex-wrap gap-x-8 gap-y-1">
            {(['taken', 'refunded', 'kept'] as const).map((figure) => (
              <div key={figure}>
                <dt className="text-sm text-slate-600">{t(`totals.${figure}`)}</dt>
                <dd
                  className={`tabular-nums text-slate-900 ${figure === 'kept' ? 'text-lg font-bold' : 'font-semibold'}`}
                >
                  <bdi>{formatAmount(total[figure], total.currency, i18n.language)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        ))}
      </div>
      <div className="text-end">
        <button type="button" className={secondaryButton} onClick={() => void download()}>
          {t('export')}
        </button>
        <p role="status" className={`mt-1 text-sm ${note?.failed ? 'text-red-700' : 'text-slate-600'}`}>
          {note?.text}
        </p>
      </div>
    </section>
  );
}
