import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { TBookingType, TListedAppointment } from '@clinic/contract/appointments';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/errors/failure-text';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { useLogin } from '../../../lib/use-login';
import { useFamily } from '../../../lib/family/family-members';
import { useAppointments } from '../api/get-appointments';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useUpdateAppointment } from '../api/update-appointment';
import { useLeaveWaitlist, useWaitlist } from '../api/waitlist';
import { PAGE_SIZE, pageWindow, qrPayload } from '../appointment-rules';
import { AppointmentCard } from './appointment-card';
import { AppointmentQr } from './appointment-qr';
import { CancelDialog } from './cancel-dialog';
import { EditDialog } from './edit-dialog';
import { FamilySection } from './family-section';
import { type PersonChoice, PersonFilter, isVisitOf } from './person-filter';
import { Pagination } from '../../../components/ui/pagination';
import { PayDialog } from './pay-dialog';

/** Failures of changes stay on screen 5 s, as the specification asks. */
function useTimedMessage() {
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), 5000);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}

export function AppointmentsPage() {
  const { t } = useTranslation('appointments');
  const { key } = useTenant();
  const login = useLogin();
  const template = useTemplate().data;
  const [tab, setTab] = useState<TBookingType>('upcoming');
  const [person, setPerson] = useState<PersonChoice>('all');
  const members = useFamily(login.isLoggedIn).data ?? [];

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
    </section>
  );
}

/** The patient's waitlist entries, each with the time offered now (its booking link) and a remove button. */
function WaitlistEntries() {
  const { t } = useTranslation('appointments');
  const query = useWaitlist(true);
  const leave = useLeaveWaitlist();
  const entries = query.data?.entries ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-heading" className="mt-10">
      <h2 id="waitlist-heading" className="text-xl font-semibold text-slate-900">
        {t('waitlist.heading')}
      </h2>
      <ul className="mt-4 grid gap-3">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <div>
              <p className="font-semibold text-slate-800">
                {entry.treatment_name}, {entry.branch_name}
              </p>
              <p className="text-slate-600">
                {entry.until === entry.date
                  ? t('waitlist.day', { date: entry.date })
                  : t('waitlist.days', { from: entry.date, to: entry.until })}
              </p>
              {entry.offer ? (
                <Link className="font-medium text-brand-800 underline" to={entry.offer.link}>
                  {t('waitlist.offered', { date: entry.offer.date, time: entry.offer.time })}
                </Link>
              ) : null}
            </div>
            <button
              type="button"
              className="rounded-full px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-50"
              disabled={leave.isPending}
              onClick={() => leave.mutate(entry.id)}
            >
              {t('waitlist.remove')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AppointmentList(props: { customerId: string; tab: TBookingType; person: PersonChoice; hasFamily: boolean }) {
  const { customerId, tab } = props;
  const { t } = useTranslation(['appointments', 'family']);
  const { key } = useTenant();
  const template = useTemplate().data;
  const query = useAppointments(customerId, tab);
  const cancel = useCancelAppointment();
  const update = useUpdateAppointment();
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<TListedAppointment | null>(null);
  const [editing, setEditing] = useState<TListedAppointment | null>(null);
  const [redeeming, setRedeeming] = useState<TListedAppointment | null>(null);
  const [paying, setPaying] = useState<TListedAppointment | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [message, setMessage] = useTimedMessage();

  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-44 animate-pulse rounded-2xl bg-slate-200" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    // Why, under the headline: the server's words, or that no answer came.
    const detail = failureMessage(query.error, '', t('fetchFailed'));
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">{t('loadFailed')}</p>
        {detail && detail !== t('loadFailed') && <p className="mt-1 text-sm text-red-700">{detail}</p>}
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-4 rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
        >
          {t('tryAgain', { ns: 'common' })}
        </button>
      </div>
    );
  }

  const { types, branches } = query.data.data;
  const appointments = query.data.data.appointments.filter((a) => isVisitOf(props.person, a.family_member));
  const forName = (a: TListedAppointment) =>
    a.family_member?.name ?? (props.hasFamily ? t('me', { ns: 'family' }) : undefined);
  const totalPages = Math.ceil(appointments.length / PAGE_SIZE);
  const current = Math.min(page, Math.max(totalPages, 1));
  const visible = appointments.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const typeName = (a: TListedAppointment) => types[String(a.appointments_type_id)]?.name ?? '';
  const branchOf = (a: TListedAppointment) => branches[String(a.branch)];

  return (
    <div>
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`mb-4 rounded-lg px-4 py-3 text-sm font-medium ${message.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
        >
          {message.text}
        </p>
      )}
      {appointments.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-600">{tab === 'upcoming' ? t('empty.upcoming') : t('empty.past')}</p>
          <Link
            to={paths.treatments(key)}
            className="mt-4 inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('bookNow')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {visible.map((a) => (
            <li key={String(a.id)}>
              <AppointmentCard
                appointment={a}
                typeName={typeName(a)}
                forName={forName(a)}
                branch={branchOf(a)}
                tab={tab}
                clinicPhone={template?.template_data.contactus_phone}
                clinicEmail={template?.template_data.contactus_email}
                onCancel={() => setCancelling(a)}
                onEdit={() => {
                  setEditError(null);
                  setEditing(a);
                }}
                onRedeem={() => setRedeeming(a)}
                onPay={() => setPaying(a)}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={current}
        pageCount={totalPages}
        numbers={pageWindow(current, totalPages)}
        label={t('pagination.label')}
        onChange={(p) => {
          setPage(p);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />

      <CancelDialog
        isOpen={cancelling !== null}
        pending={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(
            { customerId, appointmentId: Number(cancelling.id) },
            {
              onSuccess: () => setMessage({ kind: 'success', text: t('cancel.done') }),
              onError: (error) =>
                setMessage({
                  kind: 'error',
                  text: failureMessage(error, t('cancel.failed')),
                }),
              onSettled: () => setCancelling(null),
            },
          );
        }}
      />
      {editing && (
        <EditDialog
          appointment={editing}
          pending={update.isPending}
          serverError={editError}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            update.mutate(
              { appointmentId: Number(editing.id), ...input },
              {
                onSuccess: () => {
                  setEditing(null);
                  setMessage({ kind: 'success', text: t('edit.done') });
                },
                // The server says why (taken, past, paid); shown in the dialog so the patient can pick again.
                onError: (error) => setEditError(failureMessage(error, t('edit.failed'))),
              },
            )
          }
        />
      )}
      {paying && (
        <PayDialog
          appointment={paying}
          customerId={customerId}
          typeName={typeName(paying)}
          branchName={branchOf(paying)?.branch_name ?? ''}
          onDone={() => {
            setPaying(null);
            void query.refetch();
          }}
        />
      )}
      <ModalDialog
        isOpen={redeeming !== null}
        onOpenChange={(open) => !open && setRedeeming(null)}
        title={t('redeem.title')}
      >
        {redeeming && (
          <div className="flex flex-col items-center gap-3 text-center">
            <AppointmentQr
              payload={qrPayload(redeeming, typeName(redeeming), branchOf(redeeming)?.branch_name ?? '')}
              label={t('card.qrAlt', { id: Number(redeeming.id) })}
              size={240}
            />
            <p className="text-slate-600">{t('redeem.hint')}</p>
            <button
              type="button"
              onClick={() => setRedeeming(null)}
              className="mt-2 rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t('close', { ns: 'common' })}
            </button>
          </div>
        )}
      </ModalDialog>
    </div>
  );
}
