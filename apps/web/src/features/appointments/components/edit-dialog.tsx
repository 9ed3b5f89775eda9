import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListedAppointment } from '@clinic/contract/appointments';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { addMinutes, durationMinutes, editTimeOptions, formatTime, validateEdit } from '../appointment-rules';
import { FormActions, FormError } from '../../../components/ui/form-actions';

const TIME_OPTIONS = editTimeOptions();

type EditDialogProps = {
  appointment: TListedAppointment;
  onClose: () => void;
  onSave: (input: { date: string; startTime: string; endTime: string }) => void;
  pending: boolean;
  serverError: string | null;
};

export function EditDialog({ appointment, onClose, onSave, pending, serverError }: EditDialogProps) {
  const { t } = useTranslation('appointments');
  const id = useId();
  const length = durationMinutes(appointment.start_time, appointment.end_time);
  const [date, setDate] = useState(appointment.date.slice(0, 10));
  const [startTime, setStartTime] = useState(formatTime(appointment.start_time));
  const [endTime, setEndTime] = useState(formatTime(appointment.end_time));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateEdit({ date, startTime, endTime });
    if (problem) return setError(t(problem === 'missing' ? 'edit.missing' : 'edit.order'));
    setError(null);
    onSave({ date, startTime, endTime });
  };

  const field = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900';
  const message = error ?? serverError;
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('edit.title')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={`${id}-date`} className="text-sm font-medium text-slate-700">
            {t('edit.date')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setError(null);
            }}
            className={field}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-start`} className="text-sm font-medium text-slate-700">
              {t('edit.start')}
            </label>
            <select
              id={`${id}-start`}
              value={startTime}
              dir="ltr"
              onChange={(e) => {
                const next = e.target.value;
                setStartTime(next);
                // Keep the visit's length when the patient only moves its start.
                if (next && length > 0) setEndTime(addMinutes(next, length));
                setError(null);
              }}
              className={field}
            >
              <option value="">--:--</option>
              {TIME_OPTIONS.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-end`} className="text-sm font-medium text-slate-700">
              {t('edit.end')}
            </label>
            <select
              id={`${id}-end`}
              value={endTime}
              dir="ltr"
              onChange={(e) => {
                setEndTime(e.target.value);
                setError(null);
              }}
              className={field}
            >
              <option value="">--:--</option>
              {TIME_OPTIONS.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </div>
        </div>
        <FormError message={message} />
        <FormActions
          placement="end"
          back={{ label: t('edit.close'), onClick: onClose }}
          action={{ label: t('edit.save'), disabled: pending }}
        />
      </form>
    </ModalDialog>
  );
}
