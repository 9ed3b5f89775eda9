import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from '../../../lib/use-translation';
import type { TBookingType } from '@clinic/contract/appointments/appointments';
import { paths } from '../../../config/paths';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { useLogin } from '../../../lib/use-login';
import { useFamily } from '../../../lib/family/family-members';
import { AppointmentList } from './appointment-list';
import { FamilySection } from './family-section';
import { MyDataSection } from './my-data-section';
import { useForgetErasedPatient } from '../api/erase-me';
import { type PersonChoice, PersonFilter } from './person-filter';
import { WaitlistEntries } from './waitlist-entries';

export function AppointmentsPage() {
  const { t } = useTranslation('appointments');
  const { key } = useTenant();
  const login = useLogin();
  const template = useTemplate().data;
  const [tab, setTab] = useState<TBookingType>('upcoming');
  const [person, setPerson] = useState<PersonChoice>('all');
  const members = useFamily(login.isLoggedIn).data ?? [];
  const [erased, setErased] = useState(false);
  const forgetPatient = useForgetErasedPatient();

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

  if (!login.isLoggedIn || !login.customerId) {
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
      {template && <p className="mt-1 text-slate-600">{t('subtitle', { name: template.user_template.name })}</p>}
      <Suspense fallback={null}>
        {members.length > 0 && <PersonFilter people={members} value={person} onChange={setPerson} />}
      </Suspense>
      <Tabs selectedKey={tab} onSelectionChange={(k) => setTab(k as TBookingType)} className="mt-6">
        <TabList aria-label={t('tabs.label')} className="flex gap-1 rounded-full bg-slate-100 p-1">
          {(['my_booking', 'upcoming'] as const).map((id) => (
            <Tab
              key={id}
              id={id}
              className="flex-1 cursor-pointer rounded-full px-4 py-2 text-center text-sm font-semibold text-slate-600 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow"
            >
              {id === 'upcoming' ? t('tabs.upcoming') : t('tabs.past')}
            </Tab>
          ))}
        </TabList>
        {(['my_booking', 'upcoming'] as const).map((id) => (
          <TabPanel key={id} id={id} className="mt-6 outline-none">
            <AppointmentList customerId={login.customerId!} tab={id} person={person} hasFamily={members.length > 0} />
          </TabPanel>
        ))}
      </Tabs>
      <WaitlistEntries />
      <Suspense fallback={null}>
        <FamilySection />
      </Suspense>
      <MyDataSection
        onErased={() => {
          setErased(true);
          forgetPatient();
        }}
      />
    </section>
  );
}
