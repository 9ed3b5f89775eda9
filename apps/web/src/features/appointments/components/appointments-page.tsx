import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../config/paths';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { useLogin } from '../../../lib/use-login';
import { appointmentsQueryOptions } from '../api/get-appointments';
import { lazyPart } from '../../../lib/lazy-part';
import { loadErrorTexts } from '../../../lib/errors/error-texts';
import { i18n } from '../../../lib/i18n';

// The logged-in part loads only for a logged-in patient, with the error texts its calls may need; the visits are
// asked for meanwhile, not after it.
const PatientVisits = lazyPart(async () => {
  const [visits] = await Promise.all([import('./patient-visits'), loadErrorTexts(i18n.language)]);
  return { default: visits.PatientVisits };
});

export function AppointmentsPage() {
  const { t } = useTranslation('appointments');
  const { key, target } = useTenant();
  const login = useLogin();
  const [erased, setErased] = useState(false);
  const customerId = login.isLoggedIn ? login.customerId : null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (customerId) void queryClient.prefetchQuery(appointmentsQueryOptions(key, target, customerId, 'upcoming'));
  }, [queryClient, key, target, customerId]);

  if (erased) {
    return (
      <section className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('myData.erasedTitle')}</h1>
        <p role="status" className="mt-4 text-slate-700">
          {t('myData.erasedBody')}
        </p>
      </section>
    );
  }

  if (!customerId) {
    return (
      <section className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p role="alert" className="mt-4 text-lg font-semibold text-slate-800">
          {t('loginFirst')}
        </p>
        <p className="mt-2 text-slate-600">{t('loginFirstHint')}</p>
        <Link
          to={paths.login(key)}
          className="mt-6 inline-block rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t('login')}
        </Link>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <Suspense fallback={<div className="mt-6 h-44 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />}>
        <PatientVisits customerId={customerId} onErased={() => setErased(true)} />
      </Suspense>
    </section>
  );
}
