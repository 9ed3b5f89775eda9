import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { TDoctorDetail } from '@clinic/contract/catalog/entities';
import { DetailPage, detailStatus } from '../../../components/detail-page';
import { Avatar } from '../../../components/ui/avatar';
import { ChevronIcon, PinIcon } from '../../../components/ui/icons';
import { SafeHtml } from '../../../components/ui/safe-html';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { activeDoctors, doctorName } from '../../../lib/catalog/doctor';
import { useClinics } from '../../../lib/catalog/get-clinics';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { useDoctor } from '../api/get-doctor';
import { BookWithDoctor } from './book-with-doctor';

export function DoctorDetailPage() {
  const { key } = useTenant();
  const query = useDoctor(useParams().id ?? '');
  // Asked for at once, beside the doctor, not after it.
  const clinics = useClinics();
  const doctor = query.data;
  return (
    <DetailPage
      namespace="doctors"
      width="max-w-4xl"
      backTo={paths.doctors(key)}
      // A doctor the site does not list (status other than "1") is not found here either.
      status={detailStatus(query, doctor !== undefined && activeDoctors([doctor]).length > 0)}
      skeleton={
        <div className="mt-6 flex flex-col items-center gap-6 rounded-3xl bg-white p-8 sm:flex-row">
          <Skeleton className="size-32 rounded-full" />
          <div className="w-full flex-1 space-y-3">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      }
    >
      {doctor && <DoctorDetails doctor={doctor} clinics={clinics} />}
    </DetailPage>
  );
}

function DoctorDetails({ doctor, clinics }: { doctor: TDoctorDetail; clinics: ReturnType<typeof useClinics> }) {
  const { t } = useTranslation('doctors');
  const { key } = useTenant();
  const name = doctorName(doctor, t('doctorFallback'));
  const ids = new Set((doctor.clinicIds ?? []).map(String));
  const where = (clinics.data ?? []).filter((c) => ids.has(c.id));

  return (
    <>
      <article className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200/70 sm:p-10">
        <div className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-start">
          <Avatar name={name} image={doctor.image} color={doctor.color || 'black'} size="xl" />
          <div className="min-w-0">
            {doctor.specialty && (
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                <span className="sr-only">{t('detail.specialty')}: </span>
                {doctor.specialty}
              </p>
            )}
            <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
            <SafeHtml html={doctor.discription} className="mt-3 text-slate-600" />
          </div>
        </div>
        {doctor.bio && (
          <section className="mt-8">
            <h2 className="text-lg font-semibold text-slate-900">{t('detail.about')}</h2>
            <p className="mt-2 leading-relaxed text-slate-700">{doctor.bio}</p>
          </section>
        )}
        <dl className="mt-8 grid gap-4 sm:grid-cols-2">
          {doctor.experience != null && (
            <div className="rounded-2xl bg-slate-50 p-4">
              <dt className="text-sm text-slate-500">{t('detail.experience')}</dt>
              <dd className="mt-1 font-semibold text-slate-900">
                {t('detail.experienceYears', { count: doctor.experience })}
              </dd>
            </div>
          )}
          {doctor.education && (
            <div className="rounded-2xl bg-slate-50 p-4">
              <dt className="text-sm text-slate-500">{t('detail.education')}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{doctor.education}</dd>
            </div>
          )}
        </dl>
      </article>
      <BookWithDoctor doctor={doctor} name={name} />
      <section className="mt-8" aria-labelledby="doctor-clinics">
        <h2 id="doctor-clinics" className="text-xl font-semibold text-slate-900">
          {t('detail.clinics')}
        </h2>
        {clinics.isPending ? (
          <Skeleton className="mt-4 h-20 w-full" />
        ) : where.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('detail.noClinics')}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {where.map((c) => (
              <li key={c.id}>
                <Link
                  to={paths.clinic(key, c.id)}
                  className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 transition hover:ring-brand-500"
                >
                  {c.image ? (
                    <img src={c.image} alt="" className="size-14 shrink-0 rounded-xl object-cover" />
                  ) : (
                    <Avatar name={c.name} color="#0f766e" size="md" className="rounded-xl" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-slate-900">{c.name}</span>
                    {c.address && (
                      <span className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                        <PinIcon className="size-4 shrink-0" />
                        {c.address}
                      </span>
                    )}
                  </span>
                  <ChevronIcon className="size-5 text-slate-400" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
