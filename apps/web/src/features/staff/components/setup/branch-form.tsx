import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSettingsBranch } from '@clinic/contract/staff-settings';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { primaryButton } from '../../../../components/ui/button-styles';
import { type StaffAuth, staffCall } from '../../api/staff-calls';
import { useStaffAction } from '../../api/use-staff-action';
import { FormError } from '../form-error';
import { fieldClass, labelClass, smallButton } from '../form-styles';
import { TextsFields, textsInput, textsOf } from './texts-fields';
import { type HoursRow, WeeklyHoursEditor } from './weekly-hours-editor';

/** Adds a branch, or changes one: names, address, phone, weekly opening hours, archived. */
export function BranchForm({
  auth,
  branch,
  onClose,
}: {
  auth: StaffAuth;
  branch?: TSettingsBranch;
  onClose: () => void;
}) {
  const { t } = useTranslation('setup');
  const action = useStaffAction(auth);
  const [name, setName] = useState(textsOf(branch?.name));
  const [address, setAddress] = useState(textsOf(branch?.address));
  const [phone, setPhone] = useState(branch?.phone ?? '');
  const [hours, setHours] = useState<HoursRow[]>(branch?.schedule ?? []);
  const [archived, setArchived] = useState(branch?.archived ?? false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      name: textsInput(name),
      address: Object.keys(textsInput(address)).length ? textsInput(address) : null,
      phone: phone.trim() || null,
      schedule: hours.map(({ day, start, end }) => ({ day, start, end })),
    };
    const done = branch
      ? await action.run(
          () => staffCall(auth, 'staffUpdateBranch', { params: { id: branch.id }, body: { ...fields, archived } }),
          t('saved'),
        )
      : await action.run(() => staffCall(auth, 'staffCreateBranch', { body: fields }), t('saved'));
    if (done) onClose();
  }

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={branch ? t('branches.edit') : t('branches.add')}
      wide
    >
      <form onSubmit={submit}>
        <TextsFields id="branch-name" label={t('fields.name')} value={name} onChange={setName} required />
        <TextsFields id="branch-address" label={t('fields.address')} value={address} onChange={setAddress} />
        <label htmlFor="branch-phone" className={labelClass}>
          {t('fields.phone')}
        </label>
        <input
          id="branch-phone"
          dir="ltr"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          className={fieldClass}
        />
        <WeeklyHoursEditor id="branch-hours" rows={hours} onChange={setHours} />
        {branch && (
          <label className="mt-4 flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4"
              checked={archived}
              onChange={(e) => setArchived(e.target.checked)}
            />
            {t('branches.archived')}
          </label>
        )}
        <FormError message={action.error} />
        <div className="mt-5 flex gap-2">
          <button type="submit" className={primaryButton} disabled={action.pending}>
            {t('save')}
          </button>
          <button type="button" className={smallButton} onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
