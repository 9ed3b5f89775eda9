import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { FormError } from '../../core/components/form-error';
import { smallButton } from '../../../../components/ui/button-styles';
import { useErasePatient } from '../api/erase-patient';
import { useExportPatientData } from '../api/export-patient-data';

/** An owner's data-rights actions on a patient's card: a copy of their data, and erasure after a confirmation. */
export function PatientDataActions({ patientId, name }: { patientId: number; name: string }) {
  const { t } = useTranslation('staff');
  const exportData = useExportPatientData();
  const erasePatient = useErasePatient();
  const download = useChangeFeedback(exportData);
  const erase = useChangeFeedback(erasePatient);
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{t('patientData.heading')}</h3>
      <p className="text-sm text-slate-600">{t('patientData.intro')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={smallButton}
          disabled={download.pending}
          onClick={() => void download.run(exportData, patientId, (file) => t('patientData.downloaded', { file }))}
        >
          {t('patientData.export')}
        </button>
        <button
          type="button"
          className="rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
          onClick={() => setConfirming(true)}
        >
          {t('patientData.erase')}
        </button>
      </div>
      <FormError message={download.error} />
      <ModalDialog
        isOpen={confirming}
        onOpenChange={(open) => !open && !erase.pending && setConfirming(false)}
        title={t('patientData.eraseTitle', { name })}
        role="alertdialog"
      >
        <p className="text-slate-700">{t('patientData.eraseBody')}</p>
        <p className="mt-2 font-semibold text-slate-900">{t('patientData.cannotUndo')}</p>
        <FormError message={erase.error} />
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" className={smallButton} disabled={erase.pending} onClick={() => setConfirming(false)}>
            {t('patientData.keep')}
          </button>
          <button
            type="button"
            className="rounded-full bg-red-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-red-800"
            disabled={erase.pending}
            onClick={async () => {
              const done = await erase.run(erasePatient, patientId, (answer) =>
                t('patientData.erased', { count: answer.cancelled_visits }),
              );
              if (done) setConfirming(false);
            }}
          >
            {t('patientData.eraseConfirm')}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
