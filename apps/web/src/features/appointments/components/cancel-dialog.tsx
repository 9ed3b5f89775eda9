import type { TListedAppointment } from '@clinic/contract/appointments/appointments';
import { useTranslation } from '../../../lib/use-translation';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { secondaryButton } from '../../../components/ui/button-styles';
import { formatMinor } from '../../../lib/treatment-price';
import { failureMessage } from '../../../lib/errors/failure-text';
import { useCancelTerms } from '../api/get-cancel-terms';
import { formatTime } from '../appointment-rules';
import { longDate } from '../../../lib/dates';

type CancelDialogProps = {
  /** The visit to cancel; null: the dialog is closed. */
  visit: TListedAppointment | null;
  typeName: string;
  /** The visit's doctor, when the server names them. */
  doctorName?: string | undefined;
  /** Whose visit it is, when the patient books for family members too. */
  forName: string | undefined;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
};

/**
 * "Are you sure?", naming the visit (its treatment, for whom, its date and time) and what cancelling it keeps and
 * refunds, as the server's cancel will decide it. Inside the clinic's notice it says to call the clinic instead.
 */
export function CancelDialog(props: CancelDialogProps) {
  const { visit, typeName, doctorName, forName, onClose, onConfirm, pending } = props;
  const { t } = useTranslation(['appointments', 'family']);
  const terms = useCancelTerms(visit ? Number(visit.id) : null);
  const refused = terms.data?.terms.can_cancel === false;
  return (
    <ModalDialog
      isOpen={visit !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('cancel.title')}
      role="alertdialog"
    >
      <p className="text-slate-700">{t('cancel.confirm')}</p>
      {visit && (
        <VisitFacts visit={visit} typeName={typeName} doctorName={doctorName} forName={forName} terms={terms} />
      )}
      {refused && (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {t('actions.callClinic')}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onClose} className={secondaryButton}>
          {t('cancel.no')}
        </button>
        <button
          type="button"
          // The patient answers once they can read what comes back (or that it could not be read).
          disabled={pending || terms.isPending || refused}
          onClick={onConfirm}
          className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {t('cancel.yes')}
        </button>
      </div>
    </ModalDialog>
  );
}

type Terms = ReturnType<typeof useCancelTerms>;

type Facts = {
  visit: TListedAppointment;
  typeName: string;
  doctorName?: string | undefined;
  forName?: string;
  terms: Terms;
};
function VisitFacts(props: Facts) {
  const { visit, typeName, doctorName, forName, terms } = props;
  const { t, i18n } = useTranslation(['appointments', 'family']);
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
    ...(doctorName ? [[t('cancel.doctor'), doctorName] as [string, React.ReactNode]] : []),
  ];
  const money = terms.data?.terms;
  if (money && money.paid_minor > 0) {
    const amount = (minor: number) => <bdi>{formatMinor(minor, i18n.language, money.currency)}</bdi>;
    rows.push(
      [t('cancel.paid'), amount(money.paid_minor)],
      [t('cancel.fee'), money.kept_minor > 0 ? amount(money.kept_minor) : t('cancel.noFee')],
      [t('cancel.refund'), amount(money.refund_minor)],
    );
  }
  return (
    <>
      <dl className="mt-4 divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 py-1 text-sm ring-1 ring-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-end font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600" aria-live="polite">
        {terms.isPending
          ? t('cancel.loading')
          : terms.isError
            ? failureMessage(terms.error, t('cancel.termsFailed'))
            : money && money.paid_minor === 0
              ? t('cancel.nothingPaid')
              : null}
      </p>
    </>
  );
}
