import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { parseDateTime, toZoned } from '@internationalized/date';
import type { TGetConfigResponse } from '@clinic/contract/site/get-config';
import { DemoBanner } from '../../../components/demo-notes';
import { Spinner } from '../../../components/ui/spinner';
import { Toaster } from '../../../components/ui/toast';
import { isLanguage, languageFor, storedLanguage } from '../../../lib/i18n';
import { configQueryOptions } from '../../../lib/tenant/get-config';
import { templateQueryOptions } from '../../../lib/tenant/get-template';
import { switchTenant } from '../../../lib/tenant/switch-tenant';
import { TenantContext, type TenantContextValue } from '../../../lib/tenant/tenant-context';
import { BookingFlow } from '../components/booking-flow';
import type { BookedAppointment } from '../components/confirmation-step';
import { tellParent } from './parent-frame';
import { TreatmentChoice } from './treatment-choice';

/**
 * /:userKey/embed: the clinic's booking inside another site's page (placed there by /embed.js), without the
 * site's header and footer. The server lets only the clinic's listed origins frame it.
 */
export function EmbedPage() {
  const { t } = useTranslation('booking');
  const key = useParams().userKey ?? '';
  const queryClient = useQueryClient();
  const config = useQuery(configQueryOptions(key));
  if (config.isError) {
    return (
      <Reported>
        <p role="alert" className="px-4 py-10 text-center text-slate-700">
          {t('embed.unavailable')}
        </p>
      </Reported>
    );
  }
  if (config.isPending) return <Spinner />;
  switchTenant(key, queryClient);
  return <EmbedShell clinic={key} config={config.data} />;
}

/** Tells the framing page the height of what it holds, whenever that changes. */
function Reported({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const report = () =>
      tellParent({ type: 'clinic:height', height: Math.ceil(element.getBoundingClientRect().height) });
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={root}>{children}</div>;
}

/** The clinic's context, in the host page's language (`lang`, when the clinic offers it) and its direction. */
function EmbedShell({ clinic, config }: { clinic: string; config: TGetConfigResponse }) {
  const { i18n, t } = useTranslation('booking');
  const [params] = useSearchParams();
  const tenant = useMemo<TenantContextValue>(
    () => ({ key: clinic, target: { baseUrl: config.api_url, token: config.active_token, lang: i18n.language } }),
    [clinic, config.api_url, config.active_token, i18n.language],
  );
  const template = useQuery(templateQueryOptions(clinic, tenant.target)).data;
  const wanted = params.get('lang');
  const clinicLang = template?.user_template.lang;
  const offered = template?.user_template.languages;
  useEffect(() => {
    if (!template) return;
    // The host page's language (data-lang) first; it is not the visitor's choice, so it is not stored.
    const lang = languageFor(isLanguage(wanted) ? wanted : storedLanguage(), clinicLang, offered);
    if (lang !== i18n.language) void i18n.changeLanguage(lang);
  }, [template, wanted, clinicLang, offered, i18n]);

  return (
    <TenantContext.Provider value={tenant}>
      <Reported>
        {config.demo && <DemoBanner />}
        <main className="mx-auto max-w-5xl px-2 py-4">
          <h1 className="px-2 text-xl font-bold text-slate-900">
            {t('embed.heading')}
            {template?.user_template.name ? ` · ${template.user_template.name}` : ''}
          </h1>
          <EmbedBooking />
        </main>
      </Reported>
      <Toaster />
    </TenantContext.Provider>
  );
}

/** The booked visit as the host page hears of it: no personal details, its start also as an instant. */
const bookedMessage = (booked: BookedAppointment) => ({
  type: 'clinic:booked' as const,
  appointment: {
    id: booked.id,
    date: booked.date,
    start_time: booked.start,
    end_time: booked.end,
    time_zone: booked.timeZone,
    starts_at: toZoned(parseDateTime(`${booked.date}T${booked.start}`), booked.timeZone)
      .toDate()
      .toISOString(),
    treatment: booked.treatmentName,
    branch: booked.branchName,
  },
});

/** Treatment (and branch), then the booking steps; "book another" starts over in the frame. */
function EmbedBooking() {
  const [chosen, setChosen] = useState<{ treatmentId: string; branch: string; round: number } | null>(null);
  const [round, setRound] = useState(0);
  if (!chosen) {
    return (
      <div className="mt-4 px-2">
        <TreatmentChoice onChosen={(treatmentId, branch) => setChosen({ treatmentId, branch, round })} />
      </div>
    );
  }
  return (
    <BookingFlow
      key={chosen.round}
      treatmentId={chosen.treatmentId}
      branch={chosen.branch}
      embed={{
        onBack: () => setChosen(null),
        onConfirmed: (booked) => tellParent(bookedMessage(booked)),
        onRestart: () => {
          setRound((n) => n + 1);
          setChosen(null);
        },
      }}
    />
  );
}
