import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { TDoctor } from '@clinic/contract/catalog/entities';
import { Avatar } from '../../components/ui/avatar';
import { RichText } from '../../components/ui/rich-text';
import { stripMarkup } from '../../lib/strip-markup';
import { ArrowIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { telHref } from '../../lib/links';
import { clinicPhoneOf } from '../../lib/tenant/clinic-phone';
import { useTemplate } from '../../lib/tenant/get-template';
import { useTenant } from '../../lib/tenant/tenant-context';
import { activeDoctors, doctorName, teamId } from '../../lib/catalog/doctor';
import { type BannerCard, HOME_DOCTORS, bannerCardsOf, bannerOf } from './banner';

// Fewer than three doctors sit in the middle instead of leaving empty columns.
const DOCTOR_GRID: Record<number, string> = {
  1: 'mx-auto max-w-sm',
  2: 'mx-auto max-w-3xl sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
};
const card = 'rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/70';

export function HomePage() {
  const { t } = useTranslation('home');
  const { key } = useTenant();
  const template = useTemplate();

  if (template.isPending)
    return (
      <div role="status" className="mx-auto max-w-6xl px-4 py-10">
        <span className="sr-only">{t('loading')}</span>
        <div className="h-80 animate-pulse rounded-3xl bg-slate-200/80" />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <div className="h-56 animate-pulse rounded-3xl bg-slate-200/80" />
          <div className="h-56 animate-pulse rounded-3xl bg-slate-200/80" />
        </div>
      </div>
    );
  if (template.isError || !template.data) return <Message kind="error" text={t('failed')} />;
  const data = template.data.template_data;
  if (!data) return <Message kind="empty" text={t('noData')} />;

  const user = template.data.user_template;
  const name = user?.name ?? '';
  const banner = bannerOf(data);
  const [hero, ...moreBanners] = bannerCardsOf(data);
  const phone = clinicPhoneOf(template.data);
  const email = data.contactus_email || user?.email;
  const address = data.contactus_address || user?.address;
  const doctors = activeDoctors(template.data.doctor ?? []);

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-cyan-700 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
          {/* On a phone the buttons come before the text, so booking is on the first screen however long it is. */}
          <div className="flex flex-col">
            <h1 className="text-3xl leading-tight font-bold tracking-tight sm:text-5xl">
              {banner.heading ?? (name ? t('defaultHeading', { name }) : t('defaultHeadingNoName'))}
            </h1>
            <p className="order-last mt-5 max-w-xl text-lg text-brand-50/90 sm:order-none">
              {banner.description ?? t('defaultDescription')}
            </p>
            <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
              <Link
                to={paths.doctors(key)}
                className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
              >
                {t('findDoctor')}
                <ArrowIcon className="size-4" />
              </Link>
              <Link
                to={paths.contact(key)}
                className="rounded-full px-6 py-3 font-semibold text-white ring-2 ring-white/70 hover:bg-white/10"
              >
                {t('bookAppointment')}
              </Link>
              {hero?.link && (
                <BannerLink
                  card={hero}
                  clinic={key}
                  label={t('bannerMore')}
                  className="rounded-full px-6 py-3 font-semibold text-white underline underline-offset-4 hover:bg-white/10"
                />
              )}
            </div>
          </div>
          {banner.image && (
            <img
              src={banner.image}
              alt=""
              className="aspect-[16/10] w-full rounded-3xl object-cover shadow-2xl ring-4 ring-white/20"
              fetchPriority="high"
            />
          )}
        </div>
      </section>

      {moreBanners.length > 0 && (
        <section aria-label={t('bannersLabel')} className="mx-auto max-w-6xl px-4 pt-10">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {moreBanners.map((item, index) => (
              <li key={index} className={`${card} p-6`}>
                <h2 className="text-lg font-semibold text-slate-900">{item.heading}</h2>
                {item.description && <p className="mt-2 text-slate-600">{item.description}</p>}
                {item.link && (
                  <BannerLink
                    card={item}
                    clinic={key}
                    label={t('bannerMore')}
                    className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-4"
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="about-heading" className="mx-auto max-w-6xl px-4 py-14">
        <div className={`${card} grid overflow-hidden md:grid-cols-2`}>
          {data.aboutus_image && (
            <img
              src={data.aboutus_image}
              alt={t('aboutImageAlt', { name })}
              // Its room is kept before it loads (on a phone it sits above the text, which would otherwise jump).
              className="aspect-[4/3] max-h-96 w-full object-cover md:aspect-auto md:h-full"
              width={800}
              height={600}
              loading="lazy"
            />
          )}
          <div className="p-6 sm:p-10">
            <h2 id="about-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {data.aboutus_main_heading || t('aboutDefaultHeading')}
            </h2>
            <RichText html={data.aboutus_discription} className="mt-4 leading-relaxed text-slate-600" />
            <ul className="mt-6 space-y-3 text-slate-700">
              {phone && (
                <li className="flex items-center gap-3">
                  <PhoneIcon className="size-5 text-brand-700" />
                  <span className="sr-only">{t('phone')}</span>
                  <a href={telHref(phone)} dir="ltr" className="hover:underline">
                    {phone.text}
                  </a>
                </li>
              )}
              {email && (
                <li className="flex items-center gap-3">
                  <MailIcon className="size-5 text-brand-700" />
                  <span className="sr-only">{t('email')}</span>
                  <a href={`mailto:${email}`} className="break-all hover:underline">
                    {email}
                  </a>
                </li>
              )}
              {address && (
                <li className="flex items-center gap-3">
                  <PinIcon className="size-5 shrink-0 text-brand-700" />
                  <span className="sr-only">{t('address')}</span>
                  <span>{address}</span>
                </li>
              )}
            </ul>
          </div>
        </div>
      </section>

      {doctors.length > 0 && (
        <section aria-labelledby="doctors-heading" className="mx-auto max-w-6xl px-4 pb-14">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="doctors-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
                {t('doctorsTitle')}
              </h2>
              <p className="mt-2 text-slate-600">{t('doctorsSubtitle')}</p>
            </div>
            {doctors.length > HOME_DOCTORS && (
              <Link
                to={paths.doctors(key)}
                className="inline-flex items-center gap-2 rounded-full border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t('viewAllDoctors')}
                <ArrowIcon className="size-4" />
              </Link>
            )}
          </div>
          <ul className={`mt-8 grid gap-6 ${DOCTOR_GRID[Math.min(doctors.length, HOME_DOCTORS)] ?? ''}`}>
            {doctors.slice(0, HOME_DOCTORS).map((d) => (
              <li key={String(d.id)}>
                <DoctorCard doctor={d} fallback={t('doctorFallback')} teamLabel={t('teamId', { id: teamId(d) })} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="mx-auto max-w-6xl px-4">
        <div className="rounded-3xl bg-gradient-to-r from-brand-700 to-cyan-700 px-6 py-10 text-center text-white sm:px-12">
          <h2 className="text-2xl font-bold sm:text-3xl">{t('ctaTitle')}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50/90">{t('ctaText')}</p>
          <div className="mt-7 flex flex-wrap justify-center gap-3">
            <Link
              to={paths.contact(key)}
              className="rounded-full bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t('contactUs')}
            </Link>
            {phone && (
              <a
                href={telHref(phone)}
                className="inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold text-white ring-2 ring-white/70 hover:bg-white/10"
              >
                <PhoneIcon className="size-5" />
                {t('callUs')}
                <bdi dir="ltr">{phone.text}</bdi>
              </a>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

function DoctorCard({ doctor, fallback, teamLabel }: { doctor: TDoctor; fallback: string; teamLabel: string }) {
  const name = doctorName(doctor, fallback);
  const description = stripMarkup(doctor.discription);
  return (
    <article className={`${card} flex h-full flex-col items-center p-6 text-center`}>
      <Avatar name={name} image={doctor.image} color={doctor.color} size="xl" />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{name}</h3>
      <p className="mt-1 text-xs font-medium tracking-wide text-brand-700 uppercase">{teamLabel}</p>
      {description && <p className="mt-3 text-sm leading-relaxed text-slate-600">{description}</p>}
    </article>
  );
}

/** A banner's link: a page of the clinic's site stays in the site; a web address opens in a new tab. */
function BannerLink({
  card,
  clinic,
  label,
  className,
}: {
  card: BannerCard;
  clinic: string;
  label: string;
  className: string;
}) {
  const link = card.link!;
  const text = `${label}: ${card.heading}`;
  if (link.startsWith('/')) {
    const inClinic = link.startsWith(`/${clinic}/`) ? link : `/${clinic}${link}`;
    return (
      <Link to={inClinic} className={className} aria-label={text}>
        {label}
      </Link>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={className} aria-label={text}>
      {label}
    </a>
  );
}

function Message({ kind, text }: { kind: 'error' | 'empty'; text: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <p
        role={kind === 'error' ? 'alert' : 'status'}
        className={`rounded-2xl px-6 py-10 text-center font-medium ${
          kind === 'error'
            ? 'bg-red-50 text-red-800 ring-1 ring-red-200'
            : 'bg-white text-slate-600 ring-1 ring-slate-200'
        }`}
      >
        {text}
      </p>
    </div>
  );
}
