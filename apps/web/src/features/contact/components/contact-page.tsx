import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../../components/ui/icons';
import { PageHeading } from '../../../components/ui/page-heading';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/errors/failure-text';
import { directionsHref, telHref } from '../../../lib/links';
import { clinicPhoneOf } from '../../../lib/tenant/clinic-phone';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useClinics } from '../../../lib/catalog/get-clinics';
import { useCreateCustomerMessage } from '../api/create-customer-message';
import { BranchHours } from './branch-hours';
import {
  COUNTRIES,
  type ContactErrors,
  type ContactValues,
  PHONE_MAX_DIGITS,
  phoneDigits,
  preloadPhoneRules,
  validateContact,
  wirePhone,
} from '../contact-form';

const EMPTY: ContactValues = { name: '', email: '', country: 'IL', phone: '', message: '' };
const control =
  'mt-1.5 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-500';
const input = `${control} block w-full`;

export function ContactPage() {
  const { t } = useTranslation('contact');
  const template = useTemplate().data;
  const phone = clinicPhoneOf(template);
  const email = template?.template_data?.contactus_email || template?.user_template?.email;
  const address = template?.template_data?.contactus_address || template?.user_template?.address;
  const hasHours = (useClinics().data ?? []).some((c) => c.schedule.length > 0);

  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-8 lg:grid-cols-5">
        <ContactForm />
        <aside className="space-y-4 lg:col-span-2" aria-label={t('infoTitle')}>
          {phone && (
            <InfoCard icon={<PhoneIcon className="size-5" />} title={t('phoneCard')}>
              <a href={telHref(phone)} dir="ltr" className="font-medium text-brand-800 hover:underline">
                {phone.text}
              </a>
            </InfoCard>
          )}
          {email && (
            <InfoCard icon={<MailIcon className="size-5" />} title={t('emailCard')}>
              <a href={`mailto:${email}`} className="font-medium break-all text-brand-800 hover:underline">
                {email}
              </a>
            </InfoCard>
          )}
          {hasHours && (
            <InfoCard icon={<ClockIcon className="size-5" />} title={t('hoursCard')}>
              <BranchHours />
            </InfoCard>
          )}
          {address && (
            <section className="rounded-3xl bg-gradient-to-br from-brand-700 to-cyan-700 p-6 text-white shadow-sm">
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                <PinIcon className="size-5" />
                {t('locationTitle')}
              </h2>
              <p className="mt-2 text-brand-50">{address}</p>
              <a
                href={directionsHref(address)}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-5 inline-block rounded-full bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t('directions')}
              </a>
            </section>
          )}
        </aside>
      </div>
    </>
  );
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <div className="mt-1 text-sm">{children}</div>
      </div>
    </section>
  );
}

function ContactForm() {
  const { t } = useTranslation('contact');
  const id = useId();
  const send = useCreateCustomerMessage();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState(false);

  const set = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setSent(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = (['name', 'email', 'phone', 'message'] as const).find((k) => found[k]);
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      return;
    }
    const phone = await wirePhone(values.country, values.phone);
    send.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        phone,
        message: values.message.trim(),
      },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSent(true);
        },
      },
    );
  };

  const failure = (() => {
    const error = send.error;
    if (!error) return null;
    if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return t('failedNetwork');
    return failureMessage(error, t('failed'));
  })();

  const field = (key: keyof ContactErrors) => ({
    id: `${id}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  const errorText = (key: keyof ContactErrors) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="mt-1.5 text-sm text-red-700">
        {t(`errors.${errors[key]}`)}
      </p>
    ) : null;
  const label = (key: keyof ContactErrors, text: string) => (
    <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-slate-800">
      {text}{' '}
      <span className="text-red-700" aria-hidden="true">
        *
      </span>
    </label>
  );

  return (
    <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200/70 sm:p-8 lg:col-span-3">
      <h2 className="text-xl font-semibold text-slate-900">{t('formTitle')}</h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 grid gap-5 sm:grid-cols-2">
        <div>
          {label('name', t('name'))}
          <input
            {...field('name')}
            className={input}
            autoComplete="name"
            required
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
          {errorText('name')}
        </div>
        <div>
          {label('email', t('email'))}
          <input
            {...field('email')}
            type="email"
            dir="ltr"
            className={`${input} text-start`}
            autoComplete="email"
            required
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
          />
          {errorText('email')}
        </div>
        <div className="sm:col-span-2">
          {label('phone', t('phone'))}
          <div className="flex gap-2" dir="ltr">
            <select
              aria-label={t('countryCode')}
              className={`${control} w-auto shrink-0 px-3`}
              value={values.country}
              onChange={(e) => set('country', e.target.value as ContactValues['country'])}
            >
              {COUNTRIES.map((c) => (
                // Named by what it shows, then the country's name (WCAG 2.5.3, label in name).
                <option key={c.code} value={c.code} aria-label={`${c.code} +${c.dial} ${t(`countries.${c.code}`)}`}>
                  {`${c.code} +${c.dial}`}
                </option>
              ))}
            </select>
            <input
              {...field('phone')}
              // The national number beside its own country code: `tel-national`, which HTML allows on a text field only.
              type="text"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_MAX_DIGITS}
              className={`${control} block w-full min-w-0 flex-1`}
              required
              value={values.phone}
              onChange={(e) => {
                preloadPhoneRules();
                set('phone', phoneDigits(e.target.value));
              }}
            />
          </div>
          {errorText('phone')}
        </div>
        <div className="sm:col-span-2">
          {label('message', t('message'))}
          <textarea
            {...field('message')}
            rows={5}
            maxLength={2000}
            className={input}
            required
            value={values.message}
            onChange={(e) => set('message', e.target.value)}
          />
          {errorText('message')}
        </div>
        <div className="sm:col-span-2">
          <div aria-live="polite">
            {sent && (
              <p
                role="status"
                className="mb-4 rounded-2xl bg-emerald-50 px-4 py-3 text-emerald-800 ring-1 ring-emerald-200"
              >
                {t('success')}
              </p>
            )}
            {failure && (
              <p role="alert" className="mb-4 rounded-2xl bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200">
                {failure}
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={send.isPending}
            className="w-full rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          >
            {send.isPending ? t('sending') : t('send')}
          </button>
        </div>
      </form>
    </section>
  );
}
