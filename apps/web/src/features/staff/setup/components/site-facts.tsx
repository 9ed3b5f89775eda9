import { type FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { CLINIC_CURRENCIES, REMINDER_OFFSETS_MAX, type TClinicSettings } from '@clinic/contract/staff/staff-clinic';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { intlLocale } from '../../../../lib/intl-locale';
import { clinicQueryOptions } from '../api/get-clinic-settings';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useUpdateClinic } from '../api/update-clinic';
import { Refusable, RefusalForm } from '../../core/components/field-refusal';
import { ReminderRows, type ReminderRow, minutesOf, rowOf } from './reminder-rows';
import { useStaffAuth } from '../../core/api/staff-auth';
import { TextField } from '../../../../components/ui/form-fields';
import { SelectField } from '../../../../components/ui/select-field';

/** The clinic's reminders before visits, the emergency number its site gives and the currency of its prices. */
export function SiteFacts() {
  const auth = useStaffAuth();
  const clinic = useQuery(clinicQueryOptions(auth));
  return clinic.data ? <FactsForm key={JSON.stringify(clinic.data)} clinic={clinic.data} /> : null;
}

/** "24 hours and 2 hours", in the page's language. */
function offsetsText(minutes: number[], locale: string) {
  const each = minutes.map((m) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: m % 60 === 0 ? 'hour' : 'minute',
      unitDisplay: 'long',
    }).format(m % 60 === 0 ? m / 60 : m),
  );
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(each);
}

function FactsForm({ clinic }: { clinic: TClinicSettings }) {
  const { t, i18n } = useTranslation('setup');
  const locale = intlLocale(i18n.language);
  const updateClinic = useUpdateClinic();
  const action = useChangeFeedback(updateClinic);
  const [own, setOwn] = useState(clinic.reminder_minutes !== null);
  const [rows, setRows] = useState<ReminderRow[]>(
    (clinic.reminder_minutes ?? clinic.default_reminder_minutes).map(rowOf),
  );
  const [emergency, setEmergency] = useState(clinic.emergency_number ?? '');
  const [currency, setCurrency] = useState(clinic.currency);
  const currencyNames = new Intl.DisplayNames(locale, { type: 'currency' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      reminder_minutes: own ? rows.map(minutesOf) : null,
      emergency_number: emergency.trim() === '' ? null : emergency.trim(),
      currency,
    };
    await action.run(updateClinic, { body }, t('saved'));
  }

  return (
    <section aria-labelledby="site-facts-heading" className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="site-facts-heading" className="text-lg font-semibold text-slate-900">
        {t('siteFacts.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('siteFacts.intro')}</p>
      <RefusalForm refusal={action.refusal} onSubmit={submit}>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-700">{t('siteFacts.reminders')}</legend>
          <label className="mt-2 flex items-center gap-2 text-slate-800">
            <input type="radio" name="reminders" checked={!own} onChange={() => setOwn(false)} />
            {t('siteFacts.usual', { list: offsetsText(clinic.default_reminder_minutes, locale) })}
          </label>
          <label className="mt-1 flex items-center gap-2 text-slate-800">
            <input type="radio" name="reminders" checked={own} onChange={() => setOwn(true)} />
            {t('siteFacts.own')}
          </label>
          {own && (
            <div className="mt-2 ps-6">
              <ReminderRows rows={rows} onChange={setRows} />
              {rows.length < REMINDER_OFFSETS_MAX && (
                <button
                  type="button"
                  className={`${smallButton} mt-3`}
                  onClick={() => setRows([...rows, { amount: '', unit: 'hours' }])}
                >
                  {t('siteFacts.add')}
                </button>
              )}
              <p className="mt-1 text-sm text-slate-600">{t('siteFacts.remindersHint')}</p>
            </div>
          )}
        </fieldset>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <div>
            <Refusable name="emergency_number" id="facts-emergency">
              {(aria) => (
                <TextField
                  {...aria}
                  id="facts-emergency"
                  className="mt-4"
                  label={t('siteFacts.emergency')}
                  inputMode="tel"
                  dir="ltr"
                  maxLength={6}
                  placeholder={clinic.emergency_number_default}
                  value={emergency}
                  onChange={(event) => setEmergency(event.target.value)}
                  aria-describedby={['facts-emergency-hint', aria['aria-describedby']].filter(Boolean).join(' ')}
                />
              )}
            </Refusable>
            <p id="facts-emergency-hint" className="mt-1 text-sm text-slate-600">
              {t('siteFacts.emergencyHint', { number: clinic.emergency_number_default })}
            </p>
          </div>
          <div>
            <Refusable name="currency" id="facts-currency">
              {(aria) => (
                <SelectField
                  {...aria}
                  id="facts-currency"
                  className="mt-4"
                  label={t('siteFacts.currency')}
                  value={currency}
                  onChange={setCurrency}
                  aria-describedby={['facts-currency-hint', aria['aria-describedby']].filter(Boolean).join(' ')}
                  options={CLINIC_CURRENCIES.map((code) => ({
                    value: code,
                    label: `${currencyNames.of(code) ?? code} (${code})`,
                  }))}
                />
              )}
            </Refusable>
            <p id="facts-currency-hint" className="mt-1 text-sm text-slate-600">
              {t('siteFacts.currencyHint')}
            </p>
          </div>
        </div>
        <button type="submit" className={`${primaryButton} mt-5`} disabled={action.pending}>
          {t('save')}
        </button>
      </RefusalForm>
    </section>
  );
}
