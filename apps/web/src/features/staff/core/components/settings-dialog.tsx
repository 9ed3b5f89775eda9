import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import type { Refusal } from '../api/use-change-feedback';
import { RefusalProvider, UnplacedRefusal } from './field-refusal';

/** A setup record's dialog: its fields, the refusal beside its field (else at the foot), Save and Cancel. */
export function SettingsDialog({
  title,
  onSubmit,
  onClose,
  pending,
  refusal,
  submitLabel,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  pending: boolean;
  refusal: Refusal | undefined;
  /** The submit button's text; Save by default. */
  submitLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('setup');
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={title} wide>
      <form onSubmit={onSubmit}>
        <RefusalProvider refusal={refusal}>
          {children}
          <UnplacedRefusal />
        </RefusalProvider>
        <div className="mt-5 flex gap-2">
          <button type="submit" className={primaryButton} disabled={pending}>
            {submitLabel ?? t('save')}
          </button>
          <button type="button" className={smallButton} onClick={onClose}>
            {submitLabel ? t('close') : t('cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** A yes-or-no setting of a record (archived, shown to patients, paid online). */
export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="mt-4 flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" className="size-4" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
