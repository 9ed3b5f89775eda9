import { useTranslation } from '../../../lib/use-translation';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { secondaryButton } from '../../../components/ui/button-styles';

export function CancelDialog(props: { isOpen: boolean; onClose: () => void; onConfirm: () => void; pending: boolean }) {
  const { t } = useTranslation('appointments');
  return (
    <ModalDialog
      isOpen={props.isOpen}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('cancel.title')}
      role="alertdialog"
    >
      <p className="text-slate-700">{t('cancel.confirm')}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={props.onClose} className={secondaryButton}>
          {t('cancel.no')}
        </button>
        <button
          type="button"
          disabled={props.pending}
          onClick={props.onConfirm}
          className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {t('cancel.yes')}
        </button>
      </div>
    </ModalDialog>
  );
}
