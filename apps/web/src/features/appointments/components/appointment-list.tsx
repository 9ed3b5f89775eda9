import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { TBookingType, TListedAppointment } from '@clinic/contract/appointments/appointments';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { failureMessage } from '../../../lib/errors/failure-text';
import { clinicPhoneOf } from '../../../lib/tenant/clinic-phone';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { useTabVisits } from '../api/get-appointments';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useUpdateAppointment } from '../api/update-appointment';
import { PAGE_SIZE, doctorOfferOf, pageWindow, qrPayload } from '../appointment-rules';
import { longDate } from '../../../lib/dates';
import type { DoctorOffer } from './edit-dialog';
import { AppointmentCard } from './appointment-card';
import { AppointmentQr } from './appointment-qr';
import { CancelDialog } from './cancel-dialog';
import { type PersonChoice, isVisitOf } from './person-filter';
import { PayDialog } from './pay-dialog';
import { useCancelledText } from './refund-note';
import { useTimedMessage } from './use-timed-message';
import { lazyPart } from '../../../lib/lazy-part';

// The move dialog (its date field is react-aria's, in the clinic's order) loads when a patient first opens it.
const EditDialog = lazyPart(async () => ({ default: (await import('./edit-dialog')).EditDialog }));

/** One tab of the patient's visits: the cards, a page at a time, and the dialogs that change them. */
export function AppointmentList(props: {
  customerId: string;
  tab: TBookingType;
  person: PersonChoice;
  hasFamily: boolean;
}) {
  const { customerId, tab } = props;
  const { t, i18n } = useTranslation(['appointments', 'family']);
  const { key } = useTenant();
  const template = useTemplate().data;
  const query = useTabVisits(customerId, tab);
  const cancel = useCancelAppointment();
  const update = useUpdateAppointment();
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<TListedAppointment | null>(null);
  const [editing, setEditing] = useState<TListedAppointment | null>(null);
  const [redeeming, setRedeeming] = useState<TListedAppointment | null>(null);
  const [paying, setPaying] = useState<TListedAppointment | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [doctorOffer, setDoctorOffer] = useState<DoctorOffer | null>(null);
  const [message, setMessage] = useTimedMessage();
  const cancelledText = useCancelledText();

  if (query.isPending || (!query.isError && !query.data)) {
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
          {t('common:tryAgain')}
        </button>
      </div>
    );
  }

  if (!query.data) return null;
  const { types, branches, doctors } = query.data;
  const appointments = query.data.appointments.filter((a) => isVisitOf(props.person, a.family_member));
  const forName = (a: TListedAppointment) => a.family_member?.name ?? (props.hasFamily ? t('family:me') : undefined);
  const totalPages = Math.ceil(appointments.length / PAGE_SIZE);
  const current = Math.min(page, Math.max(totalPages, 1));
  const visible = appointments.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const typeName = (a: TListedAppointment) => types[String(a.appointments_type_id)]?.name ?? '';
  const branchOf = (a: TListedAppointment) => branches[String(a.branch)];
  const doctorOf = (a: TListedAppointment) => doctors?.[String(a.doctor_id)]?.name;

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
                doctorName={doctorOf(a)}
                forName={forName(a)}
                branch={branchOf(a)}
                tab={tab}
                clinicPhone={clinicPhoneOf(template)}
                clinicEmail={template?.template_data.contactus_email}
                onCancel={() => setCancelling(a)}
                onEdit={() => {
                  setEditError(null);
                  setDoctorOffer(null);
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
        visit={cancelling}
        typeName={cancelling ? typeName(cancelling) : ''}
        doctorName={cancelling ? doctorOf(cancelling) : undefined}
        forName={cancelling ? forName(cancelling) : undefined}
        pending={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(
            { customerId, appointmentId: Number(cancelling.id) },
            {
              onSuccess: (answer) => setMessage({ kind: 'success', text: cancelledText(answer.refund) }),
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
        <Suspense fallback={null}>
          <EditDialog
            appointment={editing}
            pending={update.isPending}
            serverError={editError}
            doctorOffer={doctorOffer}
            onClose={() => setEditing(null)}
            onSave={(input) =>
              update.mutate(
                { appointmentId: Number(editing.id), ...input },
                {
                  onSuccess: () => {
                    setEditing(null);
                    // Says the new time, as the server keeps it (its end follows from the treatment).
                    setMessage({
                      kind: 'success',
                      text: t('edit.done', { date: longDate(input.date, i18n.language), time: input.startTime }),
                    });
                  },
                  // The server says why (taken, past, paid); shown in the dialog so the patient can pick again.
                  onError: (error) => {
                    setEditError(failureMessage(error, t('edit.failed')));
                    // Their doctor is busy then: the dialog offers the doctor who is free, for the patient to agree.
                    const offer = doctorOfferOf(error);
                    setDoctorOffer(offer && { ...offer, date: input.date, startTime: input.startTime });
                  },
                },
              )
            }
          />
        </Suspense>
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
              checkInCode={redeeming.check_in_code}
            />
            <p className="text-slate-600">{t('redeem.hint')}</p>
            <button
              type="button"
              onClick={() => setRedeeming(null)}
              className="mt-2 rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t('common:close')}
            </button>
          </div>
        )}
      </ModalDialog>
    </div>
  );
}
