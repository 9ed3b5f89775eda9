import { useTranslation } from '../../../../lib/use-translation';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import type { WaitingPatient } from './day-figures';

/** The waiting room: arrived patients, longest waiting first, each opening its visit. */
export function WaitingList({
  waiting,
  onOpenVisit,
}: {
  waiting: WaitingPatient[];
  onOpenVisit: (visit: TDeskVisit) => void;
}) {
  const { t } = useTranslation('day');
  return (
    <section
      aria-labelledby="waiting-heading"
      data-testid="waiting-list"
      className="rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-200 print:hidden"
    >
      <h2 id="waiting-heading" className="font-semibold text-slate-900">
        {t('waiting.heading')}
      </h2>
      {waiting.length === 0 ? (
        <p className="text-slate-600">{t('waiting.none')}</p>
      ) : (
        // Whole-width rows at least 2rem high: each target stands clear of the next (axe target-size).
        <ul className="mt-1 flex flex-col gap-1">
          {waiting.map(({ visit, minutes }) => (
            <li key={visit.id}>
              <button
                type="button"
                data-waiting-visit={visit.id}
                onClick={() => onOpenVisit(visit)}
                className="flex min-h-8 w-full flex-wrap items-center gap-x-2 rounded-md px-2 text-start hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="font-semibold tabular-nums">
                  <bdi>{visit.start_time}</bdi>
                </span>
                <span className="font-semibold">{visit.family_member_name ?? visit.patient_name}</span>
                <span className="text-slate-600">{visit.doctor_name}</span>
                <span className="ms-auto text-amber-900">{t('waiting.waited', { minutes })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
