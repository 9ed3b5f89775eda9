import { Link } from 'react-router';
import { clinicCountry, emergencyNumber } from '@clinic/contract/site/emergency-number';
import { useTranslation } from '../../../lib/use-translation';
import { MailIcon, PhoneIcon, PinIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { telHref } from '../../../lib/links';
import { clinicPhoneOf } from '../../../lib/tenant/clinic-phone';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useTenant } from '../../../lib/tenant/tenant-context';

export function Footer() {
  const { t } = useTranslation('shell');
  const { key } = useTenant();
  const template = useTemplate().data;
  const name = template?.user_template.name ?? '';
  const phone = clinicPhoneOf(template);
  const email = template?.template_data?.contactus_email ?? template?.user_template.email;
  const address = template?.template_data?.contactus_address ?? template?.user_template.address;
  // A backend that does not say (the legacy one) is taken by its time zone.
  const emergency =
    template?.user_template.emergency_number ??
    emergencyNumber(clinicCountry(undefined, template?.user_template.time_zone ?? undefined));

  return (
    <footer className="no-print mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <section>
          <h2 className="text-lg font-semibold text-white">{t('footer.quickLinks')}</h2>
          <ul className="mt-4 space-y-2">
            <li>
              <Link className="hover:text-white hover:underline" to={paths.home(key)}>
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.doctors(key)}>
                {t('nav.doctors')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.treatments(key)}>
                {t('nav.treatments')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.clinics(key)}>
                {t('nav.clinics')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.contact(key)}>
                {t('nav.contact')}
              </Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="text-lg font-semibold text-white">{t('footer.contactInfo')}</h2>
          <ul className="mt-4 space-y-3">
            {phone && (
              <li className="flex items-center gap-2">
                <PhoneIcon />
                <a className="hover:underline" href={telHref(phone)} dir="ltr">
                  {phone.text}
                </a>
              </li>
            )}
            {email && (
              <li className="flex items-center gap-2">
                <MailIcon />
                <a className="hover:underline" href={`mailto:${email}`}>
                  {email}
                </a>
              </li>
            )}
            {address && (
              <li className="flex items-center gap-2">
                <PinIcon />
                <span>{address}</span>
              </li>
            )}
          </ul>
        </section>
        <section>
          <h2 className="text-lg font-semibold text-white">{t('footer.emergency')}</h2>
          <p className="mt-4 text-slate-300">{t('footer.emergencyText', { number: emergency })}</p>
          <a
            href={`tel:${emergency}`}
            className="mt-4 inline-block rounded-full bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
          >
            {t('footer.emergencyCall', { number: emergency })}
          </a>
        </section>
      </div>
      <p className="border-t border-slate-800 py-5 text-center text-sm text-slate-400">
        {t('footer.copyright', { year: new Date().getFullYear(), name })}
      </p>
    </footer>
  );
}
