import { Fragment, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TAgendaVisit, TStaffRole } from '@clinic/contract/staff/staff';
import { smallButton } from '../../../../components/ui/button-styles';
import { useVisitMoney } from '../api/get-visit-money';
import { formatAmount } from '../../core/money-format';
import { DeskPaymentForm } from './desk-payment-form';
import { RefundForm } from './refund-form';
import { VisitDocuments } from '../../documents/components/visit-documents';

/**
 * The money part of the visit dialog (its own lazy chunk): the visit's price, what was paid and given back and what
 * is still due, an owner's refund, and money taken at the desk (owners and reception).
 */
export function VisitMoneyPanel({
  visit,
  role,
  onDone,
}: {
  visit: TAgendaVisit;
  role: TStaffRole;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('money');
  const money = useVisitMoney(visit.id);
  const [mode, setMode] = useState<'view' | 'refund' | 'pay'>('view');
  if (!money.data) return <p className="mt-4 text-sm text-slate-600">{t('loading')}</p>;
  const data = money.data;
  const shown = (value: number) => formatAmount(value, data.currency, i18n.language);
  const state = data.refunded === 0 ? null : data.refunded >= data.paid ? 'refunded' : 'partRefunded';
  const canRefund = role === 'owner' && data.refundable > 0;
  // The price always; what was paid, given back, left to give back and still due when there is any.
  const figures = (
    [
      { label: 'price', amount: data.price, shown: true },
      { label: 'paid', amount: data.paid, shown: data.paid > 0 },
      { label: 'refunded', amount: data.refunded, shown: data.refunded > 0 },
      { label: 'left', amount: data.refundable, shown: data.refunded > 0 && data.refundable > 0 },
      { label: 'due', amount: data.due, shown: data.due > 0 },
    ] as const
  ).filter((figure) => figure.shown);
  // The desk takes what is still due: the whole price, or the balance after an online deposit.
  const canTake = role !== 'doctor' && data.due > 0 && visit.status !== 'cancelled';

  return (
    <section aria-labelledby="visit-money-heading" className="mt-4 border-t border-slate-200 pt-3">
      <h3 id="visit-money-heading" className="text-sm font-semibold text-slate-900">
        {t('heading')}
        {state && <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">{t(state)}</span>}
      </h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {figures.map((figure) => (
          <Fragment key={figure.label}>
            <dt className="font-medium text-slate-600">{t(figure.label)}</dt>
            <dd className={figure.label === 'due' ? 'font-semibold text-slate-900' : undefined}>
              <bdi>{shown(figure.amount)}</bdi>
            </dd>
          </Fragment>
        ))}
      </dl>
      {data.paid === 0 && <p className="mt-1 text-sm text-slate-600">{t('nothingPaid')}</p>}
      {data.refund_reason && (
        <p className="mt-1 text-sm text-slate-700">{t('lastReason', { reason: data.refund_reason })}</p>
      )}
      {mode === 'view' && (canRefund || canTake) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {canRefund && (
            <button type="button" className={smallButton} onClick={() => setMode('refund')}>
              {t('refund')}
            </button>
          )}
          {canTake && (
            <button type="button" className={smallButton} onClick={() => setMode('pay')}>
              {t('takePayment')}
            </button>
          )}
        </div>
      )}
      {mode === 'refund' && (
        <RefundForm
          visit={{
            id: visit.id,
            name: visit.family_member_name ?? visit.patient_name,
            canCancel: visit.status !== 'cancelled',
          }}
          money={data}
          onBack={() => setMode('view')}
          onDone={onDone}
        />
      )}
      {role !== 'doctor' && data.paid > 0 && <VisitDocuments visitId={visit.id} />}
      {mode === 'pay' && <DeskPaymentForm visit={visit} money={data} onBack={() => setMode('view')} onDone={onDone} />}
    </section>
  );
}
