import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './ui/modal-dialog';
import { FormActions } from './ui/form-actions';

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
  /** Shown read-only so the patient sees which number is being registered (e.g. `+972 501234567`). */
  phone: string;
  onSubmit: (values: RegistrationValues) => void;
  pending: boolean;
  /** A field the server refused, with its sentence: shown beside that field until the field is edited. */
  refusal?: { field: string; message: string } | undefined;
};

/** 'Complete Your Registration': asked when a phone is new to the clinic, before its code is sent. */
export function RegistrationModal({ isOpen, onClose, phone, onSubmit, pending, refusal }: RegistrationModalProps) {
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

  const input =
    'h-11 w-full rounded-xl border bg-white px-3 text-slate-900 outline-none focus:border-brand-600 focus:ring-3 focus:ring-brand-600/30';
  const problem = (field: Field) =>
    errors[field] ? t(`registration.errors.${errors[field]}`) : refused?.field === field ? refused.message : undefined;
  const border = (field: Field) => (problem(field) ? 'border-red-600' : 'border-slate-300');
  const errorText = (field: Field) =>
    problem(field) ? (
      <p id={`reg-${field}-error`} className="mt-1 text-sm text-red-700">
        {problem(field)}
      </p>
    ) : null;
  const described = (field: Field) =>
    problem(field) ? { 'aria-invalid': true, 'aria-describedby': `reg-${field}-error` } : {};

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
            {phone}
          </bdi>
        </p>
        <div>
          <label htmlFor="reg-name" className="mb-1 block text-sm font-medium text-slate-700">
            {t('registration.name')}
          </label>
          <input
            id="reg-name"
            autoComplete="name"
            value={form.name}
            maxLength={120}
            onChange={(e) => edit('name', e.target.value)}
            className={`${input} ${border('name')}`}
            {...described('name')}
          />
          {errorText('name')}
        </div>
        <div>
          <label htmlFor="reg-age" className="mb-1 block text-sm font-medium text-slate-700">
            {t('registration.age')}
          </label>
          <input
            id="reg-age"
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
          <legend className="mb-1 block text-sm font-medium text-slate-700">{t('registration.gender')}</legend>
          <div className="flex flex-wrap gap-2">
            {GENDERS.map((g) => (
              <label
                key={g}
                className={`flex cursor-pointer items-center gap-2 rounded-xl border px-4 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-600/40 ${border('gender')}`}
              >
                <input
                  id={`reg-gender-${g}`}
                  type="radio"
                  name="gender"
                  value={g}
                  checked={form.gender === g}
                  onChange={() => edit('gender', g)}
                  className="accent-brand-700"
                />
                {t(`registration.genders.${g}`)}
              </label>
            ))}
          </div>
          {errorText('gender')}
        </fieldset>
        <div>
          <label htmlFor="reg-email" className="mb-1 block text-sm font-medium text-slate-700">
            {t('registration.email')} <span className="font-normal text-slate-500">{t('registration.optional')}</span>
          </label>
          <input
            id="reg-email"
            type="email"
            dir="ltr"
            autoComplete="email"
            value={form.email}
            maxLength={254}
            onChange={(e) => edit('email', e.target.value)}
            className={`${input} ${border('email')} text-start`}
            {...described('email')}
          />
          {errorText('email')}
        </div>
        <FormActions
          placement="end"
          back={{ label: t('registration.cancel'), onClick: onClose, disabled: pending }}
          action={{ label: pending ? t('registration.sending') : t('registration.submit'), disabled: pending }}
        />
      </form>
    </ModalDialog>
  );
}
