import { useState } from 'react';
import { Link } from 'react-router';
import type { TDoctorDetail } from '@clinic/contract/catalog/entities';
import { primaryButton } from '../../../components/ui/button-styles';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { doctorBranches, givesTreatmentAt } from '../../../lib/catalog/doctor';
import { useClinics } from '../../../lib/catalog/get-clinics';
import { useTreatments } from '../../../lib/catalog/get-treatments';
import type { Treatment } from '../../../lib/catalog/treatment';
import { longDate } from '../../../lib/dates';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { useTranslation } from '../../../lib/use-translation';
import { useDoctorTimes } from '../api/get-doctor-times';

const branchButton =
  'rounded-full bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A treatment the doctor gives at one of their branches. */
type Offer = { treatment: Treatment; branch: string; branchName: string };

/** The offers grouped by treatment, in the treatments' order. */
function byTreatment(offers: Offer[]): Array<[Treatment, Offer[]]> {
  const groups = new Map<string, [Treatment, Offer[]]>();
  for (const o of offers) {
    const group = groups.get(o.treatment.id);
    if (group) group[1].push(o);
    else groups.set(o.treatment.id, [o.treatment, [o]]);
  }
  return [...groups.values()];
}

/** "Book with Dr. …": the treatments the doctor gives, where, and their next free times, each a way into booking. */
export function BookWithDoctor({ doctor, name }: { doctor: TDoctorDetail; name: string }) {
  const { t } = useTranslation('doctors');
  const { key } = useTenant();
  const treatments = useTreatments();
  const clinics = useClinics();
  const [chosen, setChosen] = useState(0);
  const doctorId = String(doctor.id);
  const branchName = (id: string) => clinics.data?.find((c) => c.id === id)?.name ?? '';
  const offers: Offer[] = (treatments.data ?? []).flatMap((treatment) =>
    doctorBranches(doctor)
      .filter((branch) => treatment.branch.includes(branch) && givesTreatmentAt(doctor, treatment, branch))
      .map((branch) => ({ treatment, branch, branchName: branchName(branch) })),
  );
  const several = new Set(offers.map((o) => o.branch)).size > 1;
  const offer = offers[Math.min(chosen, offers.length - 1)];

  return (
    <section className="mt-8" aria-labelledby="book-with-doctor" data-testid="book-with-doctor">
      <h2 id="book-with-doctor" className="text-xl font-semibold text-slate-900">
        {t('book.heading', { name })}
      </h2>
      {treatments.isPending ? (
        <Skeleton className="mt-4 h-24 w-full" />
      ) : offers.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('book.none')}</p>
      ) : (
        <div className="mt-4 grid items-start gap-6 lg:grid-cols-2">
          {offer && (
            <NextTimes
              offers={offers}
              chosen={offers.indexOf(offer)}
              onChoose={setChosen}
              offer={offer}
              doctor={doctorId}
              several={several}
            />
          )}
          <ul className="space-y-3" aria-label={t('book.treatments')}>
            {byTreatment(offers).map(([treatment, at]) => (
              <li
                key={treatment.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{treatment.name}</span>
                  <span className="block text-sm text-slate-600">{t('book.minutes', { minutes: treatment.time })}</span>
                </span>
                <span className="flex flex-wrap gap-2">
                  {at.map((o) => (
                    <Link
                      key={o.branch}
                      to={paths.bookWith(key, treatment.id, o.branch, doctorId)}
                      aria-label={
                        several
                          ? t('book.bookAtLabel', { treatment: treatment.name, name, branch: o.branchName })
                          : t('book.bookLabel', { treatment: treatment.name, name })
                      }
                      className={several ? branchButton : `${primaryButton} shrink-0`}
                    >
                      {several ? o.branchName : t('book.book')}
                    </Link>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function NextTimes(props: {
  offers: Offer[];
  chosen: number;
  onChoose: (index: number) => void;
  offer: Offer;
  doctor: string;
  several: boolean;
}) {
  const { t, i18n } = useTranslation('doctors');
  const { key } = useTenant();
  const { offer, doctor } = props;
  const times = useDoctorTimes({ treatmentId: offer.treatment.id, branch: offer.branch, doctor });
  const label = (o: Offer) => (props.several ? `${o.treatment.name} · ${o.branchName}` : o.treatment.name);
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70" data-testid="doctor-next-times">
      <h3 className="font-semibold text-slate-900">{t('book.nextTimes')}</h3>
      {props.offers.length > 1 && (
        <label className="mt-3 block text-sm text-slate-700">
          {t('book.forTreatment')}
          <select
            value={props.chosen}
            onChange={(event) => props.onChoose(Number(event.target.value))}
            className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900"
          >
            {props.offers.map((o, i) => (
              <option key={`${o.treatment.id}/${o.branch}`} value={i}>
                {label(o)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div aria-live="polite" className="mt-3">
        {times.isPending ? (
          <p className="text-sm text-slate-600">{t('book.loading')}</p>
        ) : times.isError ? (
          <p className="text-sm text-red-800">{t('book.failed')}</p>
        ) : !times.data ? (
          <p className="text-sm text-slate-600">{t('book.noTimes')}</p>
        ) : (
          <>
            <p className="text-sm font-medium text-slate-800">{longDate(times.data.date, i18n.language)}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {times.data.times.map((time) => (
                <li key={time}>
                  <Link
                    to={paths.bookWith(key, offer.treatment.id, offer.branch, doctor, { date: times.data!.date, time })}
                    aria-label={t('book.timeLabel', { time, treatment: offer.treatment.name })}
                    className="inline-block rounded-xl border border-brand-600 px-3 py-1.5 font-medium text-brand-800 tabular-nums hover:bg-brand-50"
                  >
                    <bdi dir="ltr">{time}</bdi>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
