import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { TDoctor } from '@clinic/contract/catalog/entities';
import { Avatar } from '../../../components/ui/avatar';
import { ArrowIcon } from '../../../components/ui/icons';
import { PageHeading } from '../../../components/ui/page-heading';
import { SafeHtml } from '../../../components/ui/safe-html';
import { Skeleton } from '../../../components/ui/skeleton';
import { StateMessage } from '../../../components/ui/state-message';
import { paths } from '../../../config/paths';
import { activeDoctors, doctorName, teamId } from '../../../lib/catalog/doctor';
import { InvalidDataError } from '../../../lib/catalog/list-payload';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { useDoctors } from '../../../lib/catalog/get-doctors';

export function DoctorsPage() {
  const { t } = useTranslation('doctors');
  const query = useDoctors();
  const doctors = activeDoctors(query.data ?? []);

  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto max-w-6xl px-4 pb-8">
        {query.isPending ? (
          <div role="status">
            <span className="sr-only">{t('loading')}</span>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <div key={i} className="flex flex-col items-center rounded-3xl bg-white p-6 ring-1 ring-slate-200/70">
                  <Skeleton className="size-28 rounded-full" />
                  <Skeleton className="mt-4 h-5 w-1/2" />
                  <Skeleton className="mt-3 h-4 w-3/4" />
                  <Skeleton className="mt-2 h-4 w-2/3" />
                </div>
              ))}
            </div>
          </div>
        ) : query.isError ? (
          <StateMessage
            kind="error"
            message={query.error instanceof InvalidDataError ? t('invalidData') : t('failed')}
            onRetry={() => void query.refetch()}
          />
        ) : doctors.length === 0 ? (
          <StateMessage kind="empty" message={t('empty')} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {doctors.map((d) => (
              <li key={String(d.id)} className="flex">
                <DoctorCard doctor={d} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function DoctorCard({ doctor }: { doctor: TDoctor }) {
  const { t } = useTranslation('doctors');
  const { key } = useTenant();
  const name = doctorName(doctor, t('doctorFallback'));
  return (
    <article className="flex w-full flex-col items-center rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200/70 transition hover:-translate-y-0.5 hover:shadow-lg">
      <Avatar name={name} image={doctor.image} color={doctor.color || 'black'} size="xl" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{name}</h2>
      <p className="mt-1 text-xs font-medium tracking-wide text-brand-700 uppercase">
        {t('teamId', { id: teamId(doctor) })}
      </p>
      <SafeHtml html={doctor.discription} className="mt-3 text-sm leading-relaxed text-slate-600" />
      <Link
        to={paths.doctor(key, String(doctor.id))}
        aria-label={t('viewProfileLabel', { name })}
        className="mt-auto inline-flex items-center gap-2 pt-5 text-sm font-semibold text-brand-800 hover:underline"
      >
        {t('viewProfile')}
        <ArrowIcon className="size-4" />
      </Link>
    </article>
  );
}
