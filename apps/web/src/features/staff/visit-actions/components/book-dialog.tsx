import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useBookSeries } from '../api/book-series';
import { useBookVisit } from '../api/book-visit';
import { FormError } from '../../core/components/form-error';
import { SelectField } from '../../../../components/ui/select-field';
import { type NewPatientStart, type PickedPatient, PatientPicker } from './patient-picker';
import { NO_REPEAT, seriesEndOf } from '../repeat-choice';
import { RepeatFields } from './repeat-fields';
import { SeriesConflictList } from './series-conflict-list';
import { ApiError } from '../../../../lib/api-client';
import { OverbookOffer } from './overbook-offer';
import { VisitTimePicker } from './visit-time-picker';
import { VisitNoteField } from './visit-note-form';
import { TreatmentFit } from './treatment-fit';
import { usePhoneFormat } from '../../../../components/phone-text';
import { useClinicCountry } from '../../core/api/use-clinic-country';

type Props = {
  workspace: TStaffWorkspace;
  branchId: number;
  date: string;
  /** The doctor and time pointed at on the day's grid, filled in. */
  doctorId?: number | undefined;
  time?: string | undefined;
  onClose: () => void;
  /** The patient already chosen (from their card). */
  chosen?: PickedPatient | undefined;
  /** A new patient's name or phone typed in the search, carried into the new patient's form. */
  newPatient?: NewPatientStart | undefined;
  /** The treatment chosen first (a waitlist entry's). */
  treatmentId?: number | undefined;
  /** Told once the visit (or series) is booked, before the dialog closes. */
  onBooked?: (() => void) | undefined;
};

/**
 * Books a visit for a patient on the phone or at the desk: patient, treatment, doctor or any, a free time; or the
 * same visit every few weeks (a series, all or nothing, with one doctor). A time typed by hand that is refused as not
 * free is offered, only then, as an explicit overbook (decision 018).
 */
export function BookDialog({
  workspace,
  branchId,
  date: firstDate,
  doctorId: pointed,
  time: pointedTime,
  onClose,
  chosen,
  newPatient,
  treatmentId,
  onBooked,
}: Props) {
  const { t } = useTranslation(['staff', 'series', 'day']);
  const phones = usePhoneFormat(useClinicCountry());
  const bookVisit = useBookVisit();
  const bookSeriesCall = useBookSeries();
  const action = useChangeFeedback(bookVisit, bookSeriesCall);
  const [patient, setPatient] = useState<PickedPatient | undefined>(chosen);
  const treatments = workspace.treatments.filter((treatment) => treatment.branch_ids.includes(branchId));
  const doctors = workspace.doctors.filter(
    (doctor) =>
      doctor.branch_ids.includes(branchId) && (workspace.role !== 'doctor' || doctor.id === workspace.doctor_id),
  );
  const [treatment, setTreatment] = useState(
    String(treatments.find((item) => item.id === treatmentId)?.id ?? treatments[0]?.id ?? ''),
  );
  const [doctor, setDoctor] = useState(
    workspace.role === 'doctor' ? String(workspace.doctor_id) : pointed !== undefined ? String(pointed) : '',
  );
  const [date, setDate] = useState(firstDate < workspace.clinic.today ? workspace.clinic.today : firstDate);
  const [time, setTime] = useState(pointedTime ?? '');
  const [repeat, setRepeat] = useState(NO_REPEAT);
  /** The choice a refusal as not free offered (doctor, date, treatment and time); any change withdraws it. */
  const [offered, setOffered] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const doctorId = doctor ? Number(doctor) : undefined;
  const nameOf = (id: number) => doctors.find((item) => item.id === id)?.name ?? '';
  const choice = `${doctor}/${date}/${treatment}/${time}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!patient) return;
    const done = repeat.on ? await bookSeries(patient) : await bookOne(patient);
    if (!done) return;
    onBooked?.();
    onClose();
  }

  function bookSeries(patient: PickedPatient) {
    if (!doctorId) return undefined;
    const body = {
      patient_id: patient.id,
      branch_id: branchId,
      doctor_id: doctorId,
      treatment_id: Number(treatment),
      date,
      start_time: time,
      every_weeks: repeat.everyWeeks,
      ...seriesEndOf(repeat),
    };
    return action.run(bookSeriesCall, { body }, (answer) =>
      t('series:repeat.booked', { count: answer.appointment_ids.length }),
    );
  }

  function bookOne(patient: PickedPatient, overbook = false) {
    const body = {
      patient_id: patient.id,
      branch_id: branchId,
      treatment_id: Number(treatment),
      date,
      start_time: time,
      ...(doctorId ? { doctor_id: doctorId } : {}),
      ...(overbook ? { overbook: true } : {}),
      ...(note.trim() ? { note } : {}),
    };
    return action.run(bookVisit, { body }, t(overbook ? 'book.overbookDone' : 'book.booked'), (failure) => {
      if (!overbook && failure instanceof ApiError && failure.code === 'SLOT_TAKEN') setOffered(choice);
    });
  }

  async function overbook() {
    if (patient && (await bookOne(patient, true))) onClose();
  }

  return (
    <ModalDialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={t('book.title')} wide>
      {patient ? (
        <p className="flex flex-wrap items-center gap-3 text-sm text-slate-900">
          {t('book.chosen', { name: patient.name, phone: phones.isolated(patient.phone) })}
          <button type="button" className={smallButton} onClick={() => setPatient(undefined)}>
            {t('book.change')}
          </button>
        </p>
      ) : (
        <PatientPicker onPick={setPatient} start={newPatient} country={workspace.clinic.country} />
      )}
      {patient && (
        <form onSubmit={submit}>
          <SelectField
            id="book-treatment"
            className="mt-4"
            label={t('book.treatment')}
            value={treatment}
            onChange={setTreatment}
            options={treatments.map((item) => ({ value: item.id, label: item.name }))}
          />
          {pointedTime && time === pointedTime && treatment && (
            <TreatmentFit
              at={{ date, branch: branchId, doctorId, time }}
              treatments={treatments}
              treatmentId={Number(treatment)}
              onChoose={(id) => setTreatment(String(id))}
            />
          )}
          <SelectField
            id="book-doctor"
            className="mt-4"
            label={t('book.doctor')}
            value={doctor}
            onChange={setDoctor}
            first={workspace.role !== 'doctor' && <option value="">{t('book.anyDoctor')}</option>}
            options={doctors.map((item) => ({ value: item.id, label: item.name }))}
          />
          <VisitTimePicker
            idPrefix="book"
            labels={{ date: t('book.date'), time: t('book.time') }}
            today={workspace.clinic.today}
            date={date}
            time={time}
            onDateChange={setDate}
            onTimeChange={setTime}
            search={treatment ? { branch: branchId, treatment: Number(treatment), doctor: doctorId } : null}
            onNextFound={(next) => {
              // "Any free doctor" becomes the one free then, so the time shown is that doctor's.
              const chosenDoctor = doctorId ?? next.doctor_ids.find((id) => doctors.some((item) => item.id === id));
              if (chosenDoctor !== undefined) setDoctor(String(chosenDoctor));
              return chosenDoctor !== undefined ? nameOf(chosenDoctor) : '';
            }}
          />
          {!repeat.on && <VisitNoteField id="book-note" rows={2} value={note} onChange={setNote} />}
          <RepeatFields value={repeat} onChange={setRepeat} firstDate={date} />
          {repeat.on && !doctorId && <p className="mt-2 text-sm text-slate-700">{t('series:repeat.needsDoctor')}</p>}
          <FormError message={action.error} />
          {offered === choice && !repeat.on && (
            <OverbookOffer
              time={time}
              hasDoctor={doctorId !== undefined}
              pending={action.pending}
              onOverbook={overbook}
            />
          )}
          {action.refusal?.conflicts?.length ? <SeriesConflictList conflicts={action.refusal.conflicts} /> : null}
          <div className="mt-5 flex gap-2">
            <button
              type="submit"
              className={primaryButton}
              disabled={action.pending || !time || (repeat.on && !doctorId)}
            >
              {repeat.on ? t('series:repeat.submit') : t('book.submit')}
            </button>
            <button type="button" className={smallButton} onClick={onClose}>
              {t('visit.close')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
