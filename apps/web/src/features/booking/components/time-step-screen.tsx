import type { BookingRefusal } from '../booking-refusal';
import { DateTimeStep, type DateTimeStepProps } from './date-time-step';
import { TimeStepActions } from './time-step-actions';
import { WhoForPicker } from './who-for-picker';

type Props = {
  /** The choice of whom the visit is for (a logged-in patient's); null: not offered. */
  whoFor: { value: number | null; onChange: (member: number | null) => void } | null;
  dateTime: Omit<DateTimeStepProps, 'refusal'>;
  actions: Parameters<typeof TimeStepActions>[0];
  /** The server's refusal of the booking, said beside its field until the patient changes that field. */
  refusal: BookingRefusal | null;
  onRefusalAnswered: () => void;
};

/** Step 1: whom the visit is for first (the times that follow are theirs), then the day and time, then on. */
export function TimeStepScreen({ whoFor, dateTime, actions, refusal, onRefusalAnswered }: Props) {
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
      <DateTimeStep
        {...dateTime}
        onStartChange={(time) => {
          dateTime.onStartChange(time);
          if (time) onRefusalAnswered();
        }}
        refusal={refusal?.field === 'time' ? refusal.text : null}
      />
      <TimeStepActions {...actions} />
    </>
  );
}
