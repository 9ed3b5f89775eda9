import { type FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { LANGS, type Lang } from '@clinic/contract/site/languages';
import type { TClinicSettings } from '@clinic/contract/staff/staff-clinic';
import { primaryButton } from '../../../../components/ui/button-styles';
import { clinicQueryOptions } from '../api/get-clinic-settings';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useUpdateClinic } from '../api/update-clinic';
import { Refusable, RefusalForm } from '../../core/components/field-refusal';
import { TextsFields, textsInput, textsOf } from './texts-fields';
import { useStaffAuth } from '../../core/api/staff-auth';
import { TextField } from '../../../../components/ui/form-fields';
import { SelectField } from '../../../../components/ui/select-field';

/** The zones the browser knows, offered as the field's suggestions. */
const TIME_ZONES: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** The clinic's own details: names, languages, time zone and contact (its booking rules: booking-rules.tsx). */
export function ClinicDetails() {
  const auth = useStaffAuth();
  const clinic = useQuery(clinicQueryOptions(auth));
  // The form starts from what was loaded; a key per load keeps it in step after a save.
  return clinic.data ? <ClinicForm key={JSON.stringify(clinic.data)} clinic={clinic.data} /> : null;
}

function ClinicForm({ clinic }: { clinic: TClinicSettings }) {
  const { t } = useTranslation('setup');
  const updateClinic = useUpdateClinic();
  const action = useChangeFeedback(updateClinic);
  const [name, setName] = useState(textsOf(clinic.name));
  const [languages, setLanguages] = useState<Lang[]>(clinic.languages);
  const [defaultLanguage, setDefaultLanguage] = useState(clinic.default_language);
  const [timeZone, setTimeZone] = useState(clinic.time_zone);
  const [email, setEmail] = useState(clinic.email ?? '');
  const [phone, setPhone] = useState(clinic.phone ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    await action.run(
      updateClinic,
      {
        body: {
          name: textsInput(name),
          languages,
          default_language: defaultLanguage,
          time_zone: timeZone.trim(),
          email: email.trim() || null,
          phone: phone.trim() || null,
        },
      },
      t('saved'),
    );
  }

  return (
    <section aria-labelledby="clinic-details-heading" className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="clinic-details-heading" className="text-lg font-semibold text-slate-900">
        {t('clinic.heading')}
      </h2>
      <RefusalForm refusal={action.refusal} onSubmit={submit}>
        <TextsFields
          id="clinic-name"
          label={t('fields.name')}
          value={name}
          onChange={setName}
          required
          languages={{ languages, main: defaultLanguage }}
        />
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-700">{t('clinic.languages')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {LANGS.map((lang) => (
              <label key={lang} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={languages.includes(lang)}
                  onChange={(event) =>
                    setLanguages(event.target.checked ? [...languages, lang] : languages.filter((l) => l !== lang))
                  }
                />
                {t(`languages.${lang}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <div className="mt-4">
            <Refusable name="default_language" id="clinic-default-language">
              {(aria) => (
                <SelectField
                  {...aria}
                  id="clinic-default-language"
                  label={t('clinic.defaultLanguage')}
                  value={defaultLanguage}
                  onChange={(value) => setDefaultLanguage(value as Lang)}
                  options={LANGS.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))}
                />
              )}
            </Refusable>
          </div>
          <div>
            <Refusable name="time_zone" id="clinic-time-zone">
              {(aria) => (
                <TextField
                  {...aria}
                  id="clinic-time-zone"
                  className="mt-4"
                  label={t('clinic.timeZone')}
                  list="clinic-time-zones"
                  dir="ltr"
                  value={timeZone}
                  onChange={(event) => setTimeZone(event.target.value)}
                />
              )}
            </Refusable>
            <datalist id="clinic-time-zones">
              {TIME_ZONES.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          </div>
          <div className="mt-4">
            <Refusable name="email" id="clinic-email">
              {(aria) => (
                <TextField
                  {...aria}
                  id="clinic-email"
                  label={t('clinic.email')}
                  type="email"
                  dir="ltr"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              )}
            </Refusable>
          </div>
          <div className="mt-4">
            <Refusable name="phone" id="clinic-phone">
              {(aria) => (
                <TextField
                  {...aria}
                  id="clinic-phone"
                  label={t('fields.phone')}
                  dir="ltr"
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                />
              )}
            </Refusable>
          </div>
        </div>
        <button type="submit" className={`${primaryButton} mt-5`} disabled={action.pending}>
          {t('save')}
        </button>
      </RefusalForm>
    </section>
  );
}
