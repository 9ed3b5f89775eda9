import type { TListedAppointment } from '@clinic/contract/appointments/appointments';
import { useTranslation } from '../../../lib/use-translation';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { secondaryButton } from '../../../components/ui/button-styles';
import { useTreatment } from '../../../lib/catalog/treatment';
import { useFormatPrice } from '../../../lib/tenant/use-format-price';
import { cancellationFee } from '../../../lib/treatment-price';
import { formatTime } from '../appointment-rules';
import { longDate } from '../../../lib/dates';

type CancelDialogProps = {
  /** The visit to cancel; null: the dialog is closed. */
  visit: TListedAppointment | null;
  typeName: string;
  /** Whose visit it is, when the patient books for family members too. */
  forName: string | undefined;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
};

/** "Are you sure?", naming the visit: its treatment (and for whom), its date and time, and the treatment's fee. */
export function CancelDialog({ visit, typeName, forName, onClose, onConfirm, pending }: CancelDialogProps) {
  const { t } = useTranslation(['appointments', 'family']);
  return (
    <ModalDialog
      isOpen={visit !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('cancel.title')}
      role="alertdialog"
    >
      <p className="text-slate-700">{t('cancel.confirm')}</p>
      {visit && <VisitFacts visit={visit} typeName={typeName} forName={forName} />}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onClose} className={secondaryButton}>
          {t('cancel.no')}
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={onConfirm}
          className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {t('cancel.yes')}
        </button>
      </div>
    </ModalDialog>
  );
}

function VisitFacts({ visit, typeName, forName }: { visit: TListedAppointment; typeName: string; forName?: string }) {
  const { t, i18n } = useTranslation(['appointments', 'family']);
  const price = useFormatPrice();
  // The fee is the treatment's (the clinic's list); said once the treatment is read.
  const treatment = useTreatment(String(visit.appointments_type_id)).data;
  const fee = treatment ? cancellationFee(treatment) : undefined;
  const rows: Array<[string, React.ReactNode]> = [
    [t('cancel.visit'), forName ? `${typeName} · ${t('family:visitFor', { name: forName })}` : typeName],
    [
      t('cancel.when'),
      <>
        {longDate(visit.date, i18n.language)},{' '}
        <bdi dir="ltr">
          {formatTime(visit.start_time)}-{formatTime(visit.end_time)}
        </bdi>
      </>,
    ],
  ];
  if (fee !== undefined) rows.push([t('cancel.fee'), fee > 0 ? <bdi>{price(fee)}</bdi> : t('cancel.noFee')]);
  return (
    <dl className="mt-4 divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 py-1 text-sm ring-1 ring-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-end font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
