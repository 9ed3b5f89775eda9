import { type FormEvent, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { type TFamilyMember, useSaveFamilyMember } from '../lib/family/family-members';
import { failureMessage } from '../lib/errors/failure-text';
import { FormActions, FormError } from './ui/form-actions';
import { ModalDialog } from './ui/modal-dialog';
import {
  ChoiceField,
  FieldError,
  TextField,
  describedBy,
  fieldBorder,
  fieldInputClass,
  fieldLabelClass,
} from './ui/form-fields';

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

  const problem = (field: Field) => (errors[field] ? t(`dialog.errors.${errors[field]!}`) : undefined);

  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={member ? t('dialog.editTitle') : t('dialog.addTitle')}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          id="family-name"
          label={t('dialog.name')}
          value={form.name}
          maxLength={120}
          autoComplete="off"
          onChange={(e) => edit('name', e.target.value)}
          error={problem('name')}
        />
        <TextField
          id="family-age"
          label={t('dialog.age')}
          inputMode="numeric"
          value={form.age}
          maxLength={3}
          onChange={(e) => edit('age', e.target.value.replace(/\D/g, ''))}
          inputClassName="max-w-32"
          error={problem('age')}
        />
        <ChoiceField
          id="family-gender"
          name="family-gender"
          legend={t('dialog.gender')}
          choices={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
          value={form.gender}
          onChange={(g) => edit('gender', g)}
          error={problem('gender')}
        />
        <div>
          <label htmlFor="family-relation" className={fieldLabelClass}>
            {t('dialog.relation')}
          </label>
          <select
            id="family-relation"
            value={form.relation}
            onChange={(e) => edit('relation', e.target.value)}
            className={`${fieldInputClass} ${fieldBorder(problem('relation'))}`}
            {...describedBy('family-relation', problem('relation'))}
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
          <FieldError id="family-relation" error={problem('relation')} />
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
