import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { smallButton } from '../../../../components/ui/button-styles';
import { useStaffAuth } from '../../core/api/staff-auth';
import { freeTimesQueryOptions } from '../api/get-free-times';

type Treatment = TStaffWorkspace['treatments'][number];

type Props = {
  /** Where the time was pointed at on the grid: the day, the branch, the doctor (undefined: any) and the time. */
  at: { date: string; branch: number; doctorId: number | undefined; time: string };
  /** The branch's treatments, the chosen one among them. */
  treatments: Treatment[];
  treatmentId: number;
  onChoose: (treatmentId: number) => void;
};

type FreeTimes = { times: Array<{ time: string; doctor_ids: number[] }> };
const freeAt = (answer: FreeTimes | undefined, at: Props['at']) =>
  answer?.times.some(
    (slot) => slot.time === at.time && (at.doctorId === undefined || slot.doctor_ids.includes(at.doctorId)),
  );

/**
 * A free time pointed at on the grid may be shorter than the chosen treatment (the first of the list unless told):
 * its time would drop out of the day's free times. This says so, and offers the treatments that fit there, by the
 * server's free times of each (asked only then).
 */
export function TreatmentFit({ at, treatments, treatmentId, onChoose }: Props) {
  const { t } = useTranslation('staff');
  const auth = useStaffAuth();
  const chosen = treatments.find((treatment) => treatment.id === treatmentId);
  const others = treatments.filter((treatment) => treatment.id !== treatmentId);
  const query = (treatment: number) => freeTimesQueryOptions(auth, { date: at.date, branch: at.branch, treatment });
  // The chosen treatment's free times are the time list's own (one call); the others are asked only when it misses.
  const current = useQuery({ ...query(treatmentId), enabled: Boolean(chosen) });
  const fits = current.data ? freeAt(current.data, at) : true;
  const alternatives = useQueries({
    queries: others.map((treatment) => ({ ...query(treatment.id), enabled: !fits })),
  });
  const fitting = others.filter((_, index) => freeAt(alternatives[index]?.data, at));
  const asking = alternatives.some((answer) => answer.isFetching);

  return (
    <div aria-live="polite">
      {!fits && chosen && (
        <section
          aria-labelledby="treatment-fit-title"
          className="mt-3 rounded-xl border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p id="treatment-fit-title" className="font-semibold">
            {t('book.notFit', { treatment: chosen.name, minutes: chosen.duration_minutes, time: at.time })}
          </p>
          {fitting.length > 0 ? (
            <div role="group" aria-labelledby="treatment-fit-offer" className="mt-2 flex flex-wrap items-center gap-2">
              <span id="treatment-fit-offer">{t('book.fitsThere')}</span>
              {fitting.map((treatment) => (
                <button key={treatment.id} type="button" className={smallButton} onClick={() => onChoose(treatment.id)}>
                  {t('book.fitChoice', { treatment: treatment.name, minutes: treatment.duration_minutes })}
                </button>
              ))}
            </div>
          ) : (
            !asking && <p className="mt-1">{t('book.noneFits')}</p>
          )}
        </section>
      )}
    </div>
  );
}
