import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { TListedAppointment } from '@clinic/contract/appointments/appointments';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { secondaryButton } from '../../../components/ui/button-styles';
import { FormActions, FormError } from '../../../components/ui/form-actions';
import { ClinicDateField } from '../../../components/ui/date-field';
import { countryOfClinic } from '../../../lib/clinic-week';
import { clinicLocale } from '../../../lib/intl-locale';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useDayTimes } from '../api/get-day-times';
import { plusMinutes } from '@clinic/contract/core/wall-time';
import { durationMinutes, formatTime, freeStartTimes } from '../appointment-rules';

export type MoveInput = { date: string; startTime: string; endTime: string; doctorId?: number };
/** The other doctor free at a time the patient asked for, when the visit's own is not (the server's offer). */
export type DoctorOffer = { doctorId: number; doctor: string; date: string; startTime: string };

type EditDialogProps = {
  appointment: TListedAppointment;
  onClose: () => void;
  onSave: (input: MoveInput) => void;
  pending: boolean;
  serverError: string | null;
  doctorOffer: DoctorOffer | null;
};

/**
 * Moves a visit: a date (typed in the clinic's order, day first in Israel, as the staff side writes it), then one of
 * that day's free start times (from the booking screen's availability). The treatment's length decides the end, so
 * there is no end to choose. Loaded with the dialog, so the date field stays out of My appointments' first load.
 */
export function EditDialog({ appointment: a, onClose, onSave, pending, serverError, doctorOffer }: EditDialogProps) {
  const { t, i18n } = useTranslation('appointments');
  const id = useId();
  const locale = clinicLocale(i18n.language, countryOfClinic(useTemplate().data?.user_template));
  const length = durationMinutes(a.start_time, a.end_time);
  const ownDate = a.date.slice(0, 10);
  const ownStart = formatTime(a.start_time);
  const [date, setDate] = useState(ownDate);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const day = useDayTimes({ branch: String(a.branch), treatmentId: String(a.appointments_type_id), date });
  const times = day.data ? freeStartTimes(day.data, { date: ownDate, start: a.start_time, end: a.end_time }, date) : [];
  // Until the patient picks, the visit's own time stays chosen on its own day.
  const startTime = chosen ?? (date === ownDate && times.includes(ownStart) ? ownStart : '');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!date || !startTime) return setError(t('edit.missing'));
    setError(null);
    onSave({ date, startTime, endTime: plusMinutes(startTime, length) });
  };

  const field = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900';
  const message = error ?? serverError;
  // The offer stands for the date and time it was made for; another choice asks again.
  const offer = doctorOffer && doctorOffer.date === date && doctorOffer.startTime === startTime ? doctorOffer : null;
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('edit.title')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <ClinicDateField
          id={`${id}-date`}
          label={t('edit.date')}
          value={date}
          locale={locale}
          error={undefined}
          onChange={(next) => {
            setDate(next);
            setChosen(null);
            setError(null);
          }}
        />
        <div>
          <label htmlFor={`${id}-start`} className="text-sm font-medium text-slate-700">
            {t('edit.start')}
          </label>
          <select
            id={`${id}-start`}
            value={startTime}
            disabled={!day.data || times.length === 0}
            aria-describedby={`${id}-day ${id}-length`}
            onChange={(e) => {
              setChosen(e.target.value);
              setError(null);
            }}
            className={`${field} disabled:bg-slate-100 disabled:text-slate-500`}
          >
            <option value="">--:--</option>
            {times.map((time) => (
              <option key={time} value={time}>
                {date === ownDate && time === ownStart ? t('edit.current', { time }) : time}
              </option>
            ))}
          </select>
          <p id={`${id}-day`} role="status" className="mt-1 text-sm text-slate-600">
            {day.isFetching && !day.data
              ? t('edit.loading')
              : day.isError
                ? t('edit.loadFailed')
                : day.data && times.length === 0
                  ? t('edit.none')
                  : ''}
          </p>
          <p id={`${id}-length`} className="text-sm text-slate-600">
            {t('edit.length', { n: length })}
          </p>
        </div>
        <FormError message={message} />
        {offer && (
          <button
            type="button"
            disabled={pending}
            onClick={() =>
              onSave({ date, startTime, endTime: plusMinutes(startTime, length), doctorId: offer.doctorId })
            }
            className={`${secondaryButton} w-full`}
          >
            {t('edit.withDoctor', { doctor: offer.doctor })}
          </button>
        )}
        <FormActions
          placement="end"
          back={{ label: t('edit.close'), onClick: onClose }}
          action={{ label: t('edit.save'), disabled: pending }}
        />
      </form>
    </ModalDialog>
  );
}
