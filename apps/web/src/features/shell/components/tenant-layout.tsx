import { Suspense, useEffect, useMemo } from 'react';
import { Outlet, useParams } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Spinner } from '../../../components/ui/spinner';
import { chosenLanguage, languageFor } from '../../../lib/i18n';
import { configQueryOptions } from '../../../lib/tenant/get-config';
import { templateQueryOptions } from '../../../lib/tenant/get-template';
import { TenantContext, type TenantContextValue } from '../../../lib/tenant/tenant-context';
import { Toaster } from '../../../components/ui/toast';
import { DemoBanner } from '../../../components/demo-notes';
import { Footer } from './footer';
import { Header } from './header';
import { WhatsAppButton } from './whatsapp-button';

/** The main shell of /{userKey}/*: header, page, footer and the WhatsApp help button. */
export function TenantLayout() {
  const key = useParams().userKey!;
  const { i18n, t } = useTranslation('shell');
  const config = useSuspenseQuery(configQueryOptions(key)).data;
  const tenant = useMemo<TenantContextValue>(
    () => ({ key, target: { baseUrl: config.api_url, token: config.active_token, lang: i18n.language } }),
    [key, config.api_url, config.active_token, i18n.language],
  );
  const template = useQuery(templateQueryOptions(key, tenant.target)).data;

  // The visitor's choice when this clinic offers it, else the clinic's default language.
  const tenantLang = template?.user_template.lang;
  const offered = template?.user_template.languages;
  useEffect(() => {
    if (!template) return;
    const lang = languageFor(chosenLanguage(key), tenantLang, offered);
    if (lang !== i18n.language) void i18n.changeLanguage(lang);
  }, [template, tenantLang, offered, i18n, key]);

  const name = template?.user_template.name;
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);

  return (
    <TenantContext.Provider value={tenant}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <div className="flex min-h-dvh flex-col">
        {config.demo && <DemoBanner />}
        <Header />
        <main id="main" className="min-h-dvh flex-1" tabIndex={-1}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      <WhatsAppButton />
      <Toaster />
    </TenantContext.Provider>
  );
}
