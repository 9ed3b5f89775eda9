import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TSettingsBranch } from '@clinic/contract/staff/staff-settings';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useCreateBranch } from '../api/create-branch';
import { useUpdateBranch } from '../api/update-branch';
import { Refusable } from '../../core/components/field-refusal';
import { CheckboxField, SettingsDialog } from '../../core/components/settings-dialog';
import { TextsFields, textsInput, textsOf } from './texts-fields';
import { type HoursRow, WeeklyHoursEditor } from './weekly-hours-editor';
import { TextField } from '../../../../components/ui/form-fields';

/** Adds a branch, or changes one: names, address, phone, weekly opening hours, archived. */
export function BranchForm({ branch, onClose }: { branch?: TSettingsBranch; onClose: () => void }) {
  const { t } = useTranslation('setup');
  const createBranch = useCreateBranch();
  const updateBranch = useUpdateBranch();
  const action = useChangeFeedback(createBranch, updateBranch);
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
      ? await action.run(updateBranch, { params: { id: branch.id }, body: { ...fields, archived } }, t('saved'))
      : await action.run(createBranch, { body: fields }, t('saved'));
    if (done) onClose();
  }

  return (
    <SettingsDialog
      title={branch ? t('branches.edit') : t('branches.add')}
      onSubmit={submit}
      onClose={onClose}
      pending={action.pending}
      refusal={action.refusal}
    >
      <TextsFields id="branch-name" label={t('fields.name')} value={name} onChange={setName} required />
      <TextsFields id="branch-address" label={t('fields.address')} value={address} onChange={setAddress} />
      <Refusable name="phone" id="branch-phone">
        {(aria) => (
          <TextField
            {...aria}
            id="branch-phone"
            className="mt-4"
            label={t('fields.phone')}
            dir="ltr"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        )}
      </Refusable>
      <WeeklyHoursEditor id="branch-hours" rows={hours} onChange={setHours} />
      {branch && <CheckboxField label={t('branches.archived')} checked={archived} onChange={setArchived} />}
    </SettingsDialog>
  );
}
