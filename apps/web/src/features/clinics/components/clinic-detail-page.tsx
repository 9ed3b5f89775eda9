import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { DetailPage, detailStatus } from '../../../components/detail-page';
import { Avatar } from '../../../components/ui/avatar';
import { ArrowIcon, ChevronIcon, MailIcon, PhoneIcon, PinIcon } from '../../../components/ui/icons';
import { SafeHtml } from '../../../components/ui/safe-html';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { directionsHref, telHref } from '../../../lib/links';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { type ClinicDetail, useClinic } from '../api/get-clinic';
import { WeeklyHours } from './weekly-hours';
import { primaryButton } from '../../../components/ui/button-styles';

const panel = 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200/70';

export function ClinicDetailPage() {
  const { key } = useTenant();
  const query = useClinic(useParams().id ?? '');
  const clinic = query.data;
  return (
    <DetailPage
      namespace="clinics"
      width="max-w-6xl"
      backTo={paths.clinics(key)}
      status={detailStatus(query, clinic !== undefined)}
      skeleton={
        <>
          <Skeleton className="mt-6 h-64 w-full rounded-3xl" />
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <Skeleton className="h-48 rounded-3xl" />
            <Skeleton className="h-48 rounded-3xl" />
          </div>
        </>
      }
    >
      {clinic && <ClinicDetails clinic={clinic} />}
    </DetailPage>
  );
}

function ClinicDetails({ clinic }: { clinic: ClinicDetail }) {
  const { t } = useTranslation('clinics');
  const { key } = useTenant();
  return (
    <>
      <section className="mt-6 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/70 md:grid md:grid-cols-5">
        <div className="aspect-[16/9] bg-gradient-to-br from-brand-100 to-cyan-100 md:col-span-2 md:aspect-auto">
          {clinic.image ? (
            <img src={clinic.image} alt={clinic.name} className="size-full object-cover" />
          ) : (
            <div className="flex size-full min-h-48 items-center justify-center">
              <Avatar name={clinic.name} color="#0f766e" size="xl" />
            </div>
          )}
        </div>
        <div className="p-6 sm:p-8 md:col-span-3">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{clinic.name}</h1>
          <SafeHtml html={clinic.description} className="mt-4 leading-relaxed text-slate-700" />
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.treatments(key, clinic.id)} className={primaryButton}>
              {t('book')}
            </Link>
            {clinic.address && (
              <a
                href={directionsHref(clinic.address)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
              >
                <PinIcon className="size-4" />
                {t('directions')}
              </a>
            )}
          </div>
        </div>
      </section>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section className={panel} aria-labelledby="clinic-contact">
          <h2 id="clinic-contact" className="text-lg font-semibold text-slate-900">
            {t('detail.contact')}
          </h2>
          <dl className="mt-4 space-y-4">
            {clinic.address && (
              <Fact icon={<PinIcon className="size-5" />} label={t('detail.address')}>
                {clinic.address}
              </Fact>
            )}
            {clinic.phone && (
              <Fact icon={<PhoneIcon className="size-5" />} label={t('detail.phone')}>
                <a
                  href={telHref({ text: clinic.phone, e164: clinic.phone_e164 })}
                  dir="ltr"
                  className="hover:underline"
                >
                  {clinic.phone}
                </a>
              </Fact>
            )}
            {clinic.email && (
              <Fact icon={<MailIcon className="size-5" />} label={t('detail.email')}>
                <a href={`mailto:${clinic.email}`} className="break-all hover:underline">
                  {clinic.email}
                </a>
              </Fact>
            )}
          </dl>
          <Link
            to={paths.contact(key)}
            className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline"
          >
            {t('contactUs')}
            <ArrowIcon className="size-4" />
          </Link>
        </section>
        <section className={panel}>
          <WeeklyHours schedule={clinic.schedule} closures={clinic.closures} />
        </section>
        <section className={panel} aria-labelledby="clinic-services">
          <h2 id="clinic-services" className="text-lg font-semibold text-slate-900">
            {t('detail.services')}
          </h2>
          {clinic.services.length === 0 ? (
            <p className="mt-3 text-slate-600">{t('detail.noServices')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {clinic.services.map((s) => (
                <li key={String(s.id)}>
                  <Link
                    to={paths.treatment(key, String(s.id))}
                    state={{ branch: clinic.id }}
                    className="flex items-center justify-between gap-3 py-2.5 text-slate-800 hover:text-brand-800"
                  >
                    {s.name}
                    <ChevronIcon className="size-4 text-slate-400" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={panel} aria-labelledby="clinic-doctors">
          <h2 id="clinic-doctors" className="text-lg font-semibold text-slate-900">
            {t('detail.doctors')}
          </h2>
          {clinic.doctors.length === 0 ? (
            <p className="mt-3 text-slate-600">{t('detail.noDoctors')}</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {clinic.doctors.map((d) => (
                <li key={String(d.id)}>
                  <Link
                    to={paths.doctor(key, String(d.id))}
                    className="flex items-center gap-3 rounded-2xl p-2 hover:bg-slate-50"
                  >
                    <Avatar name={d.name} image={d.image} color="#0f766e" size="md" />
                    <span className="font-medium text-slate-900">{d.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 ps-8">
      <dt className="text-sm text-slate-500">
        <span className="absolute start-0 top-0.5 text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
