import { type FormEvent, useState } from 'react';
import type { TStaffWaitlistEntry } from '@clinic/contract/appointments/staff-waitlist';
import { useTranslation } from '../../../../lib/use-translation';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { TextField } from '../../../../components/ui/form-fields';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { FormError } from '../../core/components/form-error';
import { useEndWaitlistEntry } from '../api/end-waitlist-entry';

/** Takes a patient off the waitlist, with the reason the audit log keeps. */
export function RemoveEntryDialog({ entry, onClose }: { entry: TStaffWaitlistEntry; onClose: () => void }) {
  const { t } = useTranslation('waitlist');
  const end = useEndWaitlistEntry();
  const action = useChangeFeedback(end);
  const [reason, setReason] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { outcome: 'removed' as const, reason };
    const done = await action.run(end, { params: { id: entry.id }, body }, t('removed', { name: entry.patient.name }));
    if (done) onClose();
  }

  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('removeTitle', { name: entry.patient.name })}
    >
      <form onSubmit={submit} className="mt-2 space-y-4">
        <p className="text-sm text-slate-700">{t('removeIntro', { treatment: entry.treatment })}</p>
        <TextField
          id="waitlist-reason"
          label={t('reason')}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={action.refusal?.field === 'reason' ? action.error : undefined}
        />
        {action.refusal?.field !== 'reason' && <FormError message={action.error} />}
        <div className="flex gap-2">
          <button type="submit" className={primaryButton} disabled={action.pending || !reason.trim()}>
            {t('confirmRemove')}
          </button>
          <button type="button" className={smallButton} onClick={onClose}>
            {t('keep')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
