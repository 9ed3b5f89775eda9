import { useCallback, useRef } from 'react';
import type { TTimeSlot } from '@clinic/contract/catalog/get-available-time';
import { toast } from '../../components/ui/toast';
import { useTranslation } from '../../lib/use-translation';
import { chooseSlots } from './booking-rules';

/**
 * The patient's choice of a time. Only times a visit can start at are offered; a chosen one is taken at once and
 * asked of the server again: one booked meanwhile (between showing and choosing) is let go with the
 * specification's warning, and the day's times shown afresh.
 */
export function useTimeChoice(input: {
  date: string | null;
  slots: readonly TTimeSlot[] | undefined;
  refresh: () => Promise<readonly TTimeSlot[] | undefined>;
  duration: number;
  onStartChange: (start: string | null) => void;
  /** The doctor the chosen time names (a visit of any doctor gets them while free); null: none named. */
  onNamed?: (doctor: number | null) => void;
}): (time: string) => void {
  const { date, slots, refresh, duration, onStartChange, onNamed } = input;
  const { t } = useTranslation('booking');
  // The day and time chosen last: an answer about an earlier choice changes nothing.
  const chosen = useRef('');
  return useCallback(
    (time: string) => {
      const warn = (needed: number) => toast.warning(t('datetime.needsSlots', { n: needed }));
      const choice = chooseSlots(slots ?? [], time, duration);
      if (!choice.ok) return warn(choice.needed);
      const key = `${date}/${time}`;
      chosen.current = key;
      onStartChange(time);
      onNamed?.(namedAt(slots ?? [], time));
      void refresh().then(
        (fresh) => {
          if (chosen.current !== key || !fresh) return;
          const again = chooseSlots(fresh, time, duration);
          // Still free: the doctor it names may have changed meanwhile (another booked the one shown).
          if (again.ok) return onNamed?.(namedAt(fresh, time));
          chosen.current = '';
          onStartChange(null);
          onNamed?.(null);
          warn(again.needed);
        },
        () => undefined,
      );
    },
    [date, slots, refresh, duration, onStartChange, onNamed, t],
  );
}

/** The doctor a day's time names for a visit of any doctor, if any. */
const namedAt = (slots: readonly TTimeSlot[], time: string) => slots.find((s) => s.time === time)?.doctor_id ?? null;
