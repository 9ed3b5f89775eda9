import { useTranslation } from '../../../lib/use-translation';
import type { TListedAppointment } from '@clinic/contract/appointments/appointments';
import { paymentMethodOf } from '@clinic/contract/payments/payment-methods';
import type { PayableAppointment } from '../../../components/payment/payable-appointment';
import { PaymentPanel } from '../../../components/payment/payment-panel';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useTreatment } from '../../../lib/catalog/treatment';
import { amountDue, priceSplit } from '../../../lib/treatment-price';
import { durationMinutes, formatTime } from '../appointment-rules';

type PayDialogProps = {
  appointment: TListedAppointment;
  customerId: string;
  typeName: string;
  branchName: string;
  onDone: () => void;
};

/** Paying a held visit later, from the list: the same payment panel as the booking screen. */
export function PayDialog({ appointment: a, customerId, typeName, branchName, onDone }: PayDialogProps) {
  const { t } = useTranslation('payment');
  const treatment = useTreatment(String(a.appointments_type_id)).data;
  const company = String(treatment?.force_paymnent_company ?? '');
  const payable: PayableAppointment | null = treatment
    ? {
        id: String(a.id),
        customerId,
        treatmentId: treatment.id,
        branchId: String(a.branch),
        date: a.date.slice(0, 10),
        start: formatTime(a.start_time),
        end: formatTime(a.end_time),
        company,
        method: paymentMethodOf(company),
        invoiceSettingId: company,
        document: treatment.force_payment_document ?? undefined,
        branchName,
        typeName,
        duration: durationMinutes(a.start_time, a.end_time),
        fullPrice: priceSplit(treatment).price,
        price: amountDue(treatment),
      }
    : null;
  return (
    <ModalDialog isOpen wide onOpenChange={(open) => !open && onDone()} title={t('heading')}>
      {payable ? (
        <PaymentPanel appointment={payable} onPaid={onDone} onCancelled={onDone} onBack={onDone} />
      ) : (
        <div className="h-64 animate-pulse rounded-xl bg-slate-100" />
      )}
    </ModalDialog>
  );
}
