import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { Avatar } from '../../../components/ui/avatar';
import { ArrowIcon, PhoneIcon, PinIcon } from '../../../components/ui/icons';
import { PageHeading } from '../../../components/ui/page-heading';
import { SafeHtml } from '../../../components/ui/safe-html';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { StateMessage } from '../../../components/ui/state-message';
import { paths } from '../../../config/paths';
import { type Clinic, useClinics } from '../../../lib/catalog/get-clinics';
import { directionsHref, telHref } from '../../../lib/links';
import { clinicPhoneOf } from '../../../lib/tenant/clinic-phone';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { WeeklyHours } from './weekly-hours';
import { primaryButton } from '../../../components/ui/button-styles';

export function ClinicsPage() {
  const { t } = useTranslation('clinics');
  const { key } = useTenant();
  const query = useClinics();
  const template = useTemplate().data;
  const phone = clinicPhoneOf(template);

  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto max-w-6xl px-4 pb-8">
        {query.isPending ? (
          <CardGridSkeleton count={4} label={t('loading')} />
        ) : query.isError ? (
          <StateMessage kind="error" message={t('failed')} onRetry={() => window.location.reload()} />
        ) : query.data.length === 0 ? (
          <StateMessage kind="empty" message={t('empty')} />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {query.data.map((clinic, index) => (
              <li key={clinic.id} className="flex">
                <ClinicCard clinic={clinic} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
        <section className="mt-12 flex flex-col items-center justify-between gap-6 rounded-3xl bg-brand-50 p-8 text-center ring-1 ring-brand-100 sm:flex-row sm:text-start">
          <div>
            <h2 className="text-xl font-bold text-slate-900">{t('helpTitle')}</h2>
            <p className="mt-1 text-slate-600">{t('helpText')}</p>
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={paths.contact(key)} className={primaryButton}>
              {t('contactUs')}
            </Link>
            {phone && (
              <a
                href={telHref(phone)}
                className="inline-flex items-center gap-2 rounded-full border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
              >
                <PhoneIcon className="size-4" />
                {t('callUs')}
                <bdi dir="ltr">{phone.text}</bdi>
              </a>
            )}
          </div>
        </section>
      </div>
    </>
  );
}

/** `first`: the list's first card, whose picture is the largest thing on the first screen: fetched at once. */
function ClinicCard({ clinic, first }: { clinic: Clinic; first: boolean }) {
  const { t } = useTranslation('clinics');
  const { key } = useTenant();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/70">
      <div className="aspect-[16/7] bg-gradient-to-br from-brand-100 to-cyan-100">
        {clinic.image ? (
          <img
            src={clinic.image}
            alt={clinic.name}
            className="size-full object-cover"
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
          />
        ) : (
          <div className="flex size-full items-center justify-center">
            <Avatar name={clinic.name} color="#0f766e" size="lg" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-xl font-semibold text-slate-900">{clinic.name}</h2>
        {clinic.address && (
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <PinIcon className="size-4 shrink-0 text-brand-700" />
              {clinic.address}
            </span>
            <a
              href={directionsHref(clinic.address)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('directionsLabel', { name: clinic.name })}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {t('directions')}
            </a>
          </p>
        )}
        <SafeHtml html={clinic.description} className="mt-4 text-sm leading-relaxed text-slate-700" />
        <div className="mt-5 rounded-2xl bg-slate-50 p-4">
          <WeeklyHours schedule={clinic.schedule} closures={clinic.closures} />
        </div>
        <div className="mt-auto flex flex-wrap gap-3 pt-6">
          <Link
            to={paths.treatments(key, clinic.id)}
            aria-label={t('bookLabel', { name: clinic.name })}
            className="flex-1 rounded-full bg-brand-700 px-5 py-2.5 text-center font-semibold whitespace-nowrap text-white hover:bg-brand-800"
          >
            {t('book')}
          </Link>
          <Link
            to={paths.clinic(key, clinic.id)}
            aria-label={t('detailsLabel', { name: clinic.name })}
            className="inline-flex flex-1 items-center justify-center gap-2 rounded-full border border-slate-300 px-5 py-2.5 font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-50"
          >
            {t('details')}
            <ArrowIcon className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
