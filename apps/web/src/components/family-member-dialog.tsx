import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TFamilyMember, useSaveFamilyMember } from '../lib/family/family-members';
import { failureMessage } from '../lib/errors/failure-text';
import { FormActions, FormError } from './ui/form-actions';
import { ModalDialog } from './ui/modal-dialog';

const GENDERS = ['male', 'female', 'other'] as const;
const RELATIONS = ['child', 'spouse', 'parent', 'sibling', 'other'] as const;
type Field = 'name' | 'age' | 'gender' | 'relation';
type ErrorKey = 'nameRequired' | 'ageInvalid' | 'genderRequired' | 'relationRequired';
type Form = { name: string; age: string; gender: string; relation: string };

/** The server's rules, as error keys per field: a name, an age 0-120, a gender and a relation. */
export function validateFamilyMember(form: Form) {
  const errors: Partial<Record<Field, ErrorKey>> = {};
  if (!form.name.trim()) errors.name = 'nameRequired';
  if (!/^\d{1,3}$/.test(form.age.trim()) || Number(form.age) > 120) errors.age = 'ageInvalid';
  if (!GENDERS.includes(form.gender as (typeof GENDERS)[number])) errors.gender = 'genderRequired';
  if (!RELATIONS.includes(form.relation as (typeof RELATIONS)[number])) errors.relation = 'relationRequired';
  return errors;
}

type Props = {
  /** The member to edit; none: a new one. */
  member?: TFamilyMember | undefined;
  onClose: () => void;
  onSaved: (member: TFamilyMember) => void;
};

/** Add or edit a family member (name, age, gender, relation) in an accessible dialog; open while mounted. */
export function FamilyMemberDialog({ member, onClose, onSaved }: Props) {
  const { t } = useTranslation('family');
  const save = useSaveFamilyMember();
  const [form, setForm] = useState<Form>({
    name: member?.name ?? '',
    age: member ? String(member.age) : '',
    gender: member?.gender ?? '',
    relation: member?.relation ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, ErrorKey>>>({});

  const edit = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFamilyMember(form);
    setErrors(found);
    const first = (['name', 'age', 'gender', 'relation'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`family-${first}${first === 'gender' ? '-male' : ''}`)?.focus();
      return;
    }
    save.mutate(
      {
        id: member?.id,
        name: form.name.trim(),
        age: Number(form.age),
        gender: form.gender as TFamilyMember['gender'],
        relation: form.relation as TFamilyMember['relation'],
      },
      { onSuccess: onSaved },
    );
  };

  const input =
    'h-11 w-full rounded-xl border bg-white px-3 text-slate-900 outline-none focus:border-brand-600 focus:ring-3 focus:ring-brand-600/30';
  const border = (field: Field) => (errors[field] ? 'border-red-600' : 'border-slate-300');
  const label = 'mb-1 block text-sm font-medium text-slate-700';
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={`family-${field}-error`} className="mt-1 text-sm text-red-700">
        {t(`dialog.errors.${errors[field]!}`)}
      </p>
    ) : null;
  const described = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `family-${field}-error` } : {};

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={member ? t('dialog.editTitle') : t('dialog.addTitle')}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <label htmlFor="family-name" className={label}>
            {t('dialog.name')}
          </label>
          <input
            id="family-name"
            value={form.name}
            maxLength={120}
            autoComplete="off"
            onChange={(e) => edit('name', e.target.value)}
            className={`${input} ${border('name')}`}
            {...described('name')}
          />
          {errorText('name')}
        </div>
        <div>
          <label htmlFor="family-age" className={label}>
            {t('dialog.age')}
          </label>
          <input
            id="family-age"
            inputMode="numeric"
            value={form.age}
            maxLength={3}
            onChange={(e) => edit('age', e.target.value.replace(/\D/g, ''))}
            className={`${input} ${border('age')} max-w-32`}
            {...described('age')}
          />
          {errorText('age')}
        </div>
        <fieldset {...described('gender')}>
          <legend className={label}>{t('dialog.gender')}</legend>
          <div className="flex flex-wrap gap-2">
            {GENDERS.map((g) => (
              <label
                key={g}
                className={`flex cursor-pointer items-center gap-2 rounded-xl border px-4 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-600/40 ${border('gender')}`}
              >
                <input
                  id={`family-gender-${g}`}
                  type="radio"
                  name="family-gender"
                  value={g}
                  checked={form.gender === g}
                  onChange={() => edit('gender', g)}
                  className="accent-brand-700"
                />
                {t(`genders.${g}`)}
              </label>
            ))}
          </div>
          {errorText('gender')}
        </fieldset>
        <div>
          <label htmlFor="family-relation" className={label}>
            {t('dialog.relation')}
          </label>
          <select
            id="family-relation"
            value={form.relation}
            onChange={(e) => edit('relation', e.target.value)}
            className={`${input} ${border('relation')}`}
            {...described('relation')}
          >
            <option value="" disabled>
              —
            </option>
            {RELATIONS.map((r) => (
              <option key={r} value={r}>
                {t(`relations.${r}`)}
              </option>
            ))}
          </select>
          {errorText('relation')}
        </div>
        <FormError message={save.isError ? failureMessage(save.error, t('failed')) : null} />
        <FormActions
          placement="end"
          back={{ label: t('dialog.cancel'), onClick: onClose, disabled: save.isPending }}
          action={{ label: save.isPending ? t('dialog.saving') : t('dialog.save'), disabled: save.isPending }}
        />
      </form>
    </ModalDialog>
  );
}
