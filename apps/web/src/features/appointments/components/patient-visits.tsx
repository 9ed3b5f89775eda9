import { Suspense, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { TBookingType } from '@clinic/contract/appointments/appointments';
import { useTranslation } from '../../../lib/use-translation';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useFamily } from '../../../lib/family/family-members';
import { useForgetErasedPatient } from '../api/erase-me';
import { AppointmentList } from './appointment-list';
import { FamilySection } from './family-section';
import { MyDataSection } from './my-data-section';
import { type PersonChoice, PersonFilter } from './person-filter';
import { WaitlistEntries } from './waitlist-entries';

/**
 * A logged-in patient's visits, waitlist places, family and data. Its own chunk: a visitor who is not logged in
 * (and the page's first load) does without its tabs, dialogs, QR codes and payment panel.
 */
export function PatientVisits(props: { customerId: string; onErased: () => void }) {
  const { t } = useTranslation('appointments');
  const template = useTemplate().data;
  const [tab, setTab] = useState<TBookingType>('upcoming');
  const [person, setPerson] = useState<PersonChoice>('all');
  const members = useFamily(true).data ?? [];
  const forgetPatient = useForgetErasedPatient();

  return (
    <>
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
            <AppointmentList customerId={props.customerId} tab={id} person={person} hasFamily={members.length > 0} />
          </TabPanel>
        ))}
      </Tabs>
      <WaitlistEntries />
      <Suspense fallback={null}>
        <FamilySection />
      </Suspense>
      <MyDataSection
        onErased={() => {
          props.onErased();
          forgetPatient();
        }}
      />
    </>
  );
}
