import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TSettingsTreatment } from '@clinic/contract/staff/staff-settings';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useCreateTreatment } from '../api/create-treatment';
import { useUpdateTreatment } from '../api/update-treatment';
import { FieldRefusalText, Refusable, useFieldRefusal } from '../../core/components/field-refusal';
import { CheckboxField, SettingsDialog } from '../../core/components/settings-dialog';
import { TextsFields, textsInput, textsOf } from './texts-fields';
import { TextField } from '../../../../components/ui/form-fields';

type Named = { id: number; name: string };

/** Checkboxes of records (branches where it is offered, doctors who may perform it). */
function Choices({
  field,
  legend,
  items,
  chosen,
  onChange,
}: {
  /** The request field the ids are sent as; its refusal (`branches.0`) shows under the choices. */
  field: string;
  legend: string;
  items: Named[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const refusal = useFieldRefusal(field);
  return (
    <fieldset className="mt-4" {...(refusal ? { 'aria-describedby': `${field}-refusal` } : {})}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {items.map((item) => (
          <label key={item.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4"
              checked={chosen.includes(item.id)}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))
              }
            />
            {item.name}
          </label>
        ))}
      </div>
      <FieldRefusalText id={`${field}-refusal`} message={refusal?.message} />
    </fieldset>
  );
}

/** Adds a treatment, or changes one: names, length, price, payment at booking, branches, doctors, archived. */
export function TreatmentForm({
  treatment,
  branches,
  doctors,
  onClose,
}: {
  treatment?: TSettingsTreatment;
  branches: Named[];
  doctors: Named[];
  onClose: () => void;
}) {
  const { t } = useTranslation('setup');
  const createTreatment = useCreateTreatment();
  const updateTreatment = useUpdateTreatment();
  const action = useChangeFeedback(createTreatment, updateTreatment);
  const [name, setName] = useState(textsOf(treatment?.name));
  const [duration, setDuration] = useState(String(treatment?.duration_minutes ?? 30));
  const [price, setPrice] = useState(String(treatment?.price ?? 0));
  const [forcePay, setForcePay] = useState(treatment?.force_pay ?? false);
  const [branchIds, setBranchIds] = useState(treatment?.branches ?? branches.slice(0, 1).map((b) => b.id));
  const [doctorIds, setDoctorIds] = useState(treatment?.doctors ?? []);
  const [archived, setArchived] = useState(treatment?.archived ?? false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      name: textsInput(name),
      duration_minutes: Number(duration),
      price: Number(price),
      force_pay: forcePay,
      branches: branchIds,
      doctors: doctorIds,
    };
    const done = treatment
      ? await action.run(updateTreatment, { params: { id: treatment.id }, body: { ...fields, archived } }, t('saved'))
      : await action.run(createTreatment, { body: fields }, t('saved'));
    if (done) onClose();
  }

  return (
    <SettingsDialog
      title={treatment ? t('treatments.edit') : t('treatments.add')}
      onSubmit={submit}
      onClose={onClose}
      pending={action.pending}
      refusal={action.refusal}
    >
      <TextsFields id="treatment-name" label={t('fields.name')} value={name} onChange={setName} required />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <div className="mt-4">
          <Refusable name="duration_minutes" id="treatment-duration">
            {(aria) => (
              <TextField
                {...aria}
                id="treatment-duration"
                label={t('fields.duration')}
                type="number"
                min={5}
                max={600}
                step={5}
                required
                value={duration}
                onChange={(e) => setDuration(e.target.value)}
              />
            )}
          </Refusable>
        </div>
        <div className="mt-4">
          <Refusable name="price" id="treatment-price">
            {(aria) => (
              <TextField
                {...aria}
                id="treatment-price"
                label={t('fields.price')}
                type="number"
                min={0}
                step={0.01}
                required
                value={price}
                onChange={(e) => setPrice(e.target.value)}
              />
            )}
          </Refusable>
        </div>
      </div>
      <CheckboxField label={t('treatments.forcePay')} checked={forcePay} onChange={setForcePay} />
      <Choices
        field="branches"
        legend={t('treatments.branches')}
        items={branches}
        chosen={branchIds}
        onChange={setBranchIds}
      />
      <Choices
        field="doctors"
        legend={t('treatments.doctors')}
        items={doctors}
        chosen={doctorIds}
        onChange={setDoctorIds}
      />
      {treatment && <CheckboxField label={t('treatments.archived')} checked={archived} onChange={setArchived} />}
    </SettingsDialog>
  );
}
