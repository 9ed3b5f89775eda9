import { type FormEvent, useEffect, useState } from 'react';
import { formatPhoneIn } from '@clinic/contract/identity/phone-format';
import { useTranslation } from '../lib/use-translation';
import { ModalDialog } from './ui/modal-dialog';
import { FormActions } from './ui/form-actions';
import { ChoiceField, TextField } from './ui/form-fields';

export type RegistrationValues = { name: string; age: number; gender: 'male' | 'female' | 'other'; email: string };
type Field = 'name' | 'age' | 'gender' | 'email';
type ErrorKey = 'nameRequired' | 'ageRequired' | 'ageInvalid' | 'genderRequired' | 'emailInvalid';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const GENDERS = ['male', 'female', 'other'] as const;

/** The rules of spec section 5, as error keys per field. */
export function validateRegistration(form: { name: string; age: string; gender: string; email: string }) {
  const errors: Partial<Record<Field, ErrorKey>> = {};
  if (!form.name.trim()) errors.name = 'nameRequired';
  if (!form.age.trim()) errors.age = 'ageRequired';
  else if (!/^\d+$/.test(form.age.trim()) || Number(form.age) < 1 || Number(form.age) > 120) errors.age = 'ageInvalid';
  if (!GENDERS.includes(form.gender as (typeof GENDERS)[number])) errors.gender = 'genderRequired';
  if (form.email.trim() && !EMAIL.test(form.email.trim())) errors.email = 'emailInvalid';
  return errors;
}

type RegistrationModalProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The number being registered, as the wire has it (972501234567): shown read-only as people write it. */
  phone: string;
  onSubmit: (values: RegistrationValues) => void;
  pending: boolean;
  /** A field the server refused, with its sentence: shown beside that field until the field is edited. */
  refusal?: { field: string; message: string } | undefined;
  /** The clinic's country: a number of that country is written national there, as the desk writes it. */
  country?: string | undefined;
};

/** 'Complete Your Registration': asked when a phone is new to the clinic, before its code is sent. */
export function RegistrationModal(props: RegistrationModalProps) {
  const { isOpen, onClose, phone, onSubmit, pending, refusal, country } = props;
  const { t } = useTranslation('forms');
  const [form, setForm] = useState({ name: '', age: '', gender: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, ErrorKey>>>({});
  // The refusal the patient has edited its field since: a new refusal is shown again.
  const [answered, setAnswered] = useState<typeof refusal>();
  const refused = refusal === answered ? undefined : refusal;
  useEffect(() => {
    if (refusal) document.getElementById(`reg-${refusal.field}${refusal.field === 'gender' ? '-male' : ''}`)?.focus();
  }, [refusal]);

  const edit = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    // An error clears as soon as its field is edited.
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (refused?.field === field) setAnswered(refused);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      const first = (['name', 'age', 'gender', 'email'] as const).find((f) => found[f]);
      document.getElementById(`reg-${first}${first === 'gender' ? '-male' : ''}`)?.focus();
      return;
    }
    onSubmit({
      name: form.name.trim(),
      age: Number(form.age),
      gender: form.gender as RegistrationValues['gender'],
      email: form.email.trim(),
    });
  };

  const problem = (field: Field) =>
    errors[field] ? t(`registration.errors.${errors[field]}`) : refused?.field === field ? refused.message : undefined;

  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && !pending && onClose()}
      title={t('registration.title')}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-600">{t('registration.intro')}</p>
        <p className="text-sm text-slate-700">
          {t('registration.phone')}:{' '}
          <bdi dir="ltr" className="font-semibold tabular-nums">
            {formatPhoneIn(phone, country)}
          </bdi>
        </p>
        <TextField
          id="reg-name"
          label={t('registration.name')}
          autoComplete="name"
          value={form.name}
          maxLength={120}
          onChange={(e) => edit('name', e.target.value)}
          error={problem('name')}
        />
        <TextField
          id="reg-age"
          label={t('registration.age')}
          inputMode="numeric"
          value={form.age}
          maxLength={3}
          onChange={(e) => edit('age', e.target.value.replace(/\D/g, ''))}
          inputClassName="max-w-32"
          error={problem('age')}
        />
        <ChoiceField
          id="reg-gender"
          name="gender"
          legend={t('registration.gender')}
          choices={GENDERS.map((g) => ({ value: g, label: t(`registration.genders.${g}`) }))}
          value={form.gender}
          onChange={(g) => edit('gender', g)}
          error={problem('gender')}
        />
        <TextField
          id="reg-email"
          label={
            <>
              {t('registration.email')} <span className="font-normal text-slate-500">{t('registration.optional')}</span>
            </>
          }
          type="email"
          dir="ltr"
          autoComplete="email"
          value={form.email}
          maxLength={254}
          onChange={(e) => edit('email', e.target.value)}
          inputClassName="text-start"
          error={problem('email')}
        />
        <FormActions
          placement="end"
          back={{ label: t('registration.cancel'), onClick: onClose, disabled: pending }}
          action={{ label: pending ? t('registration.sending') : t('registration.submit'), disabled: pending }}
        />
      </form>
    </ModalDialog>
  );
}
