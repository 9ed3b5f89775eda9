import type { TDoctor } from '@clinic/contract/catalog/entities';
import { useTranslation } from '../../../lib/use-translation';
import type { BookingRefusal } from '../booking-refusal';
import { DateTimeStep, type DateTimeStepProps } from './date-time-step';
import { DoctorPicker } from './doctor-picker';
import { TimeStepActions } from './time-step-actions';
import { WhoForPicker } from './who-for-picker';

type Props = {
  /** The choice of whom the visit is for (a logged-in patient's); null: not offered. */
  whoFor: { value: number | null; onChange: (member: number | null) => void } | null;
  /** The choice of doctor: the doctors who give the treatment here, the chosen one (null: any) and their name. */
  doctor: {
    choices: readonly TDoctor[];
    value: string | null;
    onChange: (doctor: string | null) => void;
    name: string | null;
    /** With any doctor: the name of the doctor the chosen time names, if any. */
    named: string | null;
  };
  dateTime: Omit<DateTimeStepProps, 'refusal' | 'doctorName'>;
  actions: Parameters<typeof TimeStepActions>[0];
  /** The server's refusal of the booking, said beside its field until the patient changes that field. */
  refusal: BookingRefusal | null;
  onRefusalAnswered: () => void;
};

/** Step 1: whom the visit is for and with which doctor first (the times that follow are theirs), then the time. */
export function TimeStepScreen({ whoFor, doctor, dateTime, actions, refusal, onRefusalAnswered }: Props) {
  const { t } = useTranslation('booking');
  return (
    <>
      {whoFor && (
        <WhoForPicker
          value={whoFor.value}
          onChange={(member) => {
            whoFor.onChange(member);
            onRefusalAnswered();
          }}
          refusal={refusal?.field === 'who' ? refusal.text : null}
        />
      )}
      <DoctorPicker
        doctors={doctor.choices}
        value={doctor.value}
        onChange={(chosen) => {
          // Another doctor's times are other times: the chosen one is let go.
          doctor.onChange(chosen);
          dateTime.onStartChange(null);
          onRefusalAnswered();
        }}
      />
      <DateTimeStep
        {...dateTime}
        doctorName={doctor.value ? doctor.name : null}
        onStartChange={(time) => {
          dateTime.onStartChange(time);
          if (time) onRefusalAnswered();
        }}
        refusal={refusal?.field === 'time' ? refusal.text : null}
      />
      {dateTime.start && (
        <p role="status" data-testid="chosen-doctor" className="text-center font-medium text-slate-800">
          {doctor.name
            ? t('doctor.chosenWith', { time: dateTime.start, name: doctor.name })
            : doctor.named
              ? t('doctor.chosenNamed', { time: dateTime.start, name: doctor.named })
              : t('doctor.chosenAny', { time: dateTime.start })}
        </p>
      )}
      <TimeStepActions {...actions} />
    </>
  );
}
