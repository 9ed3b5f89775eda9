import { useContext } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../config/paths';
import { useTenants } from '../../../lib/tenant/get-tenants';
import { TenantContext } from '../../../lib/tenant/tenant-context';
import { useTemplate } from '../../../lib/tenant/get-template';
import { LanguageMenu } from '../../../components/language-menu';
import { DemoBanner } from '../../../components/demo-notes';
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles';

/** /404 and unknown tenants: where to go instead. */
export function NotFoundPage() {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const inClinic = useContext(TenantContext) !== null;
  // Sent here because a clinic's configuration could not be loaded: say so.
  const configFailed = useSearchParams()[0].get('reason') === 'config';
  const tenants = useTenants(i18n.language).data;
  const defaultUser = tenants?.default_user;
  const defaultName = tenants?.users.find((u) => u.key === defaultUser)?.name ?? defaultUser ?? '';

  return (
    <div className="flex min-h-dvh flex-col">
      {tenants?.demo && <DemoBanner />}
      <main
        id="main"
        className="relative flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-12"
      >
        <div className="absolute end-4 top-4">
          <LanguageMenu />
        </div>
        <div className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-lg">
          <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
            {t('notFound.code')}
          </p>
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
          {configFailed && (
            <p role="alert" className="mt-3 font-medium text-red-800">
              {t('errors.config')}
            </p>
          )}
          <p className="mt-3 text-slate-600">{t('notFound.description')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {defaultUser && (
              <Link to={paths.home(defaultUser)} className={primaryButton}>
                {t('notFound.goDefault', { name: defaultName })}
              </Link>
            )}
            <button type="button" onClick={() => navigate(-1)} className={secondaryButton}>
              {t('notFound.goBack')}
            </button>
            {inClinic ? (
              <ClinicSupportLink fallback={tenants?.support_email} />
            ) : (
              <SupportLink email={tenants?.support_email} />
            )}
          </div>
          {tenants && tenants.users.length > 0 && (
            <section className="mt-8 text-start">
              <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">
                {t('notFound.available')}
              </h2>
              <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
                {tenants.users.map((u) => (
                  <li key={u.key}>
                    <Link
                      to={paths.home(u.key)}
                      className="flex items-center justify-between px-4 py-3 hover:bg-slate-50"
                    >
                      <span className="font-medium text-slate-800">{u.name}</span>
                      <span className="text-sm text-slate-500" dir="ltr">
                        /{u.key}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </main>
    </div>
  );
}

/** "Contact support", writing to the given address; nothing when there is none. */
function SupportLink({ email }: { email: string | null | undefined }) {
  const { t } = useTranslation('shell');
  if (!email) return null;
  return (
    <a href={`mailto:${email}`} className={secondaryButton}>
      {t('notFound.contactSupport')}
    </a>
  );
}

/** Inside a clinic's site: its own contact address, else the server's SUPPORT_EMAIL. */
function ClinicSupportLink({ fallback }: { fallback: string | undefined }) {
  const template = useTemplate().data;
  const email = template?.template_data?.contactus_email || template?.user_template.email || fallback;
  return <SupportLink email={email} />;
}
