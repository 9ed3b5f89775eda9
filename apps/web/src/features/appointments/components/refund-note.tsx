import type { TListedAppointment } from '@clinic/contract/appointments/appointments';
import type { TVisitRefund } from '@clinic/contract/appointments/cancel-terms';
import { useTranslation } from '../../../lib/use-translation';
import { formatMinor } from '../../../lib/treatment-price';

type RefundKey = 'card.refundedAmount' | 'card.refundPendingAmount' | 'card.refundFailedAmount';
const REFUNDS: Record<string, { key: RefundKey; className: string }> = {
  refunded: { key: 'card.refundedAmount', className: 'bg-slate-100 text-slate-800' },
  refund_pending: { key: 'card.refundPendingAmount', className: 'bg-sky-50 text-sky-800' },
  refund_failed: { key: 'card.refundFailedAmount', className: 'bg-red-50 text-red-800' },
};

/** A cancelled visit's money on its card: what came back (or is coming back), and the fee the clinic kept. */
export function RefundNote({ refund, status }: { refund: TVisitRefund; status: TListedAppointment['payment_status'] }) {
  const { t, i18n } = useTranslation('appointments');
  const amount = (minor: number) => formatMinor(minor, i18n.language, refund.currency);
  const shown = refund.refunded_minor > 0 ? REFUNDS[status ?? 'refunded'] : undefined;
  return (
    <>
      {shown && (
        <p className={`me-2 mt-3 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${shown.className}`}>
          {t(shown.key, { amount: amount(refund.refunded_minor) })}
        </p>
      )}
      {refund.kept_minor > 0 && (
        <p className="mt-3 inline-block rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {t('card.kept', { amount: amount(refund.kept_minor) })}
        </p>
      )}
    </>
  );
}

/** The line that says a cancel is done, with what comes back of its money and what the clinic keeps. */
export function useCancelledText() {
  const { t, i18n } = useTranslation('appointments');
  return (refund: TVisitRefund | undefined) => {
    if (!refund) return t('cancel.done');
    const amount = (minor: number) => formatMinor(minor, i18n.language, refund.currency);
    const done =
      refund.refunded_minor > 0 ? t('cancel.doneRefund', { amount: amount(refund.refunded_minor) }) : t('cancel.done');
    return refund.kept_minor > 0 ? `${done} ${t('cancel.keptNote', { amount: amount(refund.kept_minor) })}` : done;
  };
}
