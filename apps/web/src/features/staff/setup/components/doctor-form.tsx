import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TSettingsDoctor } from '@clinic/contract/staff/staff-settings';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useCreateDoctor } from '../api/create-doctor';
import { useUpdateDoctor } from '../api/update-doctor';
import { PictureField } from './picture-field';
import { CheckboxField, SettingsDialog } from '../../core/components/settings-dialog';
import { TextsFields, textsInput, textsOf } from './texts-fields';
import { type HoursRow, WeeklyHoursEditor } from './weekly-hours-editor';

/** Adds a doctor, or changes one: names, specialty, the hours at each branch, shown to patients or hidden. */
export function DoctorForm({
  doctor,
  branches,
  onClose,
}: {
  doctor?: TSettingsDoctor;
  branches: Array<{ id: number; name: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation('setup');
  const createDoctor = useCreateDoctor();
  const updateDoctor = useUpdateDoctor();
  const action = useChangeFeedback(createDoctor, updateDoctor);
  const [name, setName] = useState(textsOf(doctor?.name));
  const [specialty, setSpecialty] = useState(textsOf(doctor?.specialty));
  const [hours, setHours] = useState<HoursRow[]>(doctor?.working ?? []);
  const [shown, setShown] = useState(doctor ? doctor.status === 1 : true);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      name: textsInput(name),
      specialty: Object.keys(textsInput(specialty)).length ? textsInput(specialty) : null,
      status: shown ? (1 as const) : (0 as const),
      working: hours.map((row) => ({ branch_id: row.branch_id!, day: row.day, start: row.start, end: row.end })),
    };
    const done = doctor
      ? await action.run(updateDoctor, { params: { id: doctor.id }, body: fields }, t('saved'))
      : await action.run(createDoctor, { body: fields }, t('saved'));
    if (done) onClose();
  }

  return (
    <SettingsDialog
      title={doctor ? t('doctors.edit') : t('doctors.add')}
      onSubmit={submit}
      onClose={onClose}
      pending={action.pending}
      refusal={action.refusal}
    >
      <TextsFields id="doctor-name" label={t('fields.name')} value={name} onChange={setName} required />
      <TextsFields id="doctor-specialty" label={t('fields.specialty')} value={specialty} onChange={setSpecialty} />
      <WeeklyHoursEditor id="doctor-hours" rows={hours} onChange={setHours} branches={branches} />
      <CheckboxField label={t('doctors.shown')} checked={shown} onChange={setShown} />
      {doctor ? (
        <PictureField
          target={{ name: 'staffUploadDoctorPhoto', doctorId: doctor.id }}
          label={t('picture.photo')}
          current={doctor.image}
        />
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t('picture.saveFirst')}</p>
      )}
    </SettingsDialog>
  );
}
