import { type FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import type { TClinicSettings } from '@clinic/contract/staff/staff-clinic';
import { primaryButton } from '../../../../components/ui/button-styles';
import { clinicQueryOptions } from '../api/get-clinic-settings';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useUpdateClinic } from '../api/update-clinic';
import { Refusable, RefusalForm } from '../../core/components/field-refusal';
import { useStaffAuth } from '../../core/api/staff-auth';
import { TextField } from '../../../../components/ui/form-fields';

/** The clinic's booking rules: how far ahead and how late patients may book, cancel and move, and unpaid holds. */
export function BookingRules() {
  const auth = useStaffAuth();
  const clinic = useQuery(clinicQueryOptions(auth));
  // The form starts from what was loaded; a key per load keeps it in step after a save.
  return clinic.data ? <RulesForm key={JSON.stringify(clinic.data)} clinic={clinic.data} /> : null;
}

type Rule = 'booking_window_days' | 'min_notice_minutes' | 'cancel_notice_hours' | 'hold_minutes';
const RULES: Array<{ rule: Rule; label: string; min: number; max: number }> = [
  { rule: 'booking_window_days', label: 'windowDays', min: 1, max: 365 },
  { rule: 'min_notice_minutes', label: 'minNotice', min: 0, max: 14 * 24 * 60 },
  { rule: 'cancel_notice_hours', label: 'cancelNotice', min: 0, max: 30 * 24 },
  { rule: 'hold_minutes', label: 'holdMinutes', min: 5, max: 24 * 60 },
];

function RulesForm({ clinic }: { clinic: TClinicSettings }) {
  const { t } = useTranslation('setup');
  const updateClinic = useUpdateClinic();
  const action = useChangeFeedback(updateClinic);
  const [values, setValues] = useState<Record<Rule, string>>({
    booking_window_days: String(clinic.booking_window_days),
    min_notice_minutes: String(clinic.min_notice_minutes),
    cancel_notice_hours: String(clinic.cancel_notice_hours),
    hold_minutes: clinic.hold_minutes === null ? '' : String(clinic.hold_minutes),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      booking_window_days: Number(values.booking_window_days),
      min_notice_minutes: Number(values.min_notice_minutes),
      cancel_notice_hours: Number(values.cancel_notice_hours),
      hold_minutes: values.hold_minutes.trim() === '' ? null : Number(values.hold_minutes),
    };
    await action.run(updateClinic, { body }, t('saved'));
  }

  return (
    <section aria-labelledby="booking-rules-heading" className="mt-6 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="booking-rules-heading" className="text-lg font-semibold text-slate-900">
        {t('bookingRules.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('bookingRules.intro')}</p>
      <RefusalForm refusal={action.refusal} onSubmit={submit}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {RULES.map(({ rule, label, min, max }) => {
            const id = `rule-${rule.replaceAll('_', '-')}`;
            return (
              <div key={rule}>
                <Refusable name={rule} id={id}>
                  {(aria) => (
                    <TextField
                      {...aria}
                      id={id}
                      className="mt-4"
                      label={t(`bookingRules.${label}` as 'bookingRules.windowDays')}
                      type="number"
                      inputMode="numeric"
                      min={min}
                      max={max}
                      step={1}
                      required={rule !== 'hold_minutes'}
                      value={values[rule]}
                      onChange={(event) => setValues({ ...values, [rule]: event.target.value })}
                      aria-describedby={[`${id}-hint`, aria['aria-describedby']].filter(Boolean).join(' ')}
                    />
                  )}
                </Refusable>
                <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
                  {t(`bookingRules.${label}Hint` as 'bookingRules.windowDaysHint')}
                </p>
              </div>
            );
          })}
        </div>
        <button type="submit" className={`${primaryButton} mt-5`} disabled={action.pending}>
          {t('save')}
        </button>
      </RefusalForm>
    </section>
  );
}
