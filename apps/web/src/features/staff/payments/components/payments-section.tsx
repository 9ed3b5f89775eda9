import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import type { TLedgerPayment } from '@clinic/contract/staff/staff-inbox';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { StateMessage } from '../../../../components/ui/state-message';
import { countryOfClinic } from '../../../../lib/clinic-week';
import { clinicLocale } from '../../../../lib/intl-locale';
import { useStaffAuth } from '../../core/api/staff-auth';
import { type PaymentsQuery, paymentsQueryOptions } from '../api/get-payments';
import { PAYMENT_COLUMNS, PaymentRow } from './payment-row';
import { PaymentRefundDialog } from './payment-refund-dialog';
import { PaymentsFilters } from './payments-filters';
import { PAYMENTS_PAGE, PaymentsPages } from './payments-pages';
import { PaymentsTotals } from './payments-totals';
import { MonthDocuments } from '../../documents/components/month-documents';

/**
 * Payments by date and state, today's first: their total, their CSV, a link to each one's visit, and the owner's
 * refund of a paid visit (part or all, with a reason).
 */
export function PaymentsSection({ workspace }: { workspace: TStaffWorkspace }) {
  const { t, i18n } = useTranslation(['setup', 'staff']);
  const auth = useStaffAuth();
  const today = workspace.clinic.today;
  const [query, setQuery] = useState<PaymentsQuery>({ from: today, to: today });
  // The page shown, from the newest; a new filter starts again at its newest.
  const [offset, setOffset] = useState(0);
  const payments = useQuery({
    ...paymentsQueryOptions(auth, { ...query, limit: PAYMENTS_PAGE, offset }),
    placeholderData: (previous) => previous,
  });
  const [refunding, setRefunding] = useState<TLedgerPayment | null>(null);
  const locale = clinicLocale(i18n.language, countryOfClinic(workspace.clinic));
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const visitLabel = (payment: TLedgerPayment) => {
    const [year, month, day] = payment.appointment.date.split('-').map(Number) as [number, number, number];
    const date = dateFormat.format(Date.UTC(year, month - 1, day));
    return `${date} ${payment.appointment.start_time} · ${payment.appointment.treatment}`;
  };

  return (
    <section aria-labelledby="payments-heading">
      <h1 id="payments-heading" className="text-xl font-bold text-slate-900">
        {t('payments.heading')}
      </h1>
      <PaymentsFilters
        query={query}
        locale={locale}
        onChange={(next) => {
          setQuery(next);
          setOffset(0);
        }}
      />
      {payments.isError && (
        <StateMessage kind="error" message={t('staff:errors.generic')} onRetry={() => void payments.refetch()} />
      )}
      {payments.data && <PaymentsTotals totals={payments.data.totals} query={query} />}
      <div className="relative mt-3 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
        <table className="w-full min-w-max text-sm">
          <thead>
            <tr>
              {PAYMENT_COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-start">
                  {t(`payments.columns.${column}`)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-start">
                <span className="sr-only">{t('payments.refund')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.data?.payments.map((payment) => (
              <PaymentRow
                key={payment.id}
                payment={payment}
                visitLabel={visitLabel(payment)}
                canRefund={workspace.role === 'owner'}
                onRefund={setRefunding}
              />
            ))}
          </tbody>
        </table>
        {payments.data?.payments.length === 0 && <p className="p-3 text-slate-600">{t('payments.empty')}</p>}
      </div>
      {payments.data && (
        <PaymentsPages
          offset={offset}
          shown={payments.data.payments.length}
          hasMore={payments.data.has_more}
          onChange={setOffset}
        />
      )}
      {refunding && (
        <PaymentRefundDialog
          payment={refunding}
          visitLabel={visitLabel(refunding)}
          onClose={() => setRefunding(null)}
        />
      )}
      <MonthDocuments today={today} role={workspace.role} />
    </section>
  );
}
