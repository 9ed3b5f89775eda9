import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../config/paths';
import { useTenant } from '../../../lib/tenant/tenant-context';
import type { TListedAppointment } from '@clinic/contract/appointments/appointments';
import { ClockIcon, MailIcon, PersonIcon, PhoneIcon, PinIcon } from '../../../components/ui/icons';
import { directionsHref, telHref } from '../../../lib/links';
import type { ClinicPhone } from '../../../lib/tenant/clinic-phone';
import {
  type PaymentBadge,
  allowedActions,
  formatTime,
  isCancelled,
  paymentBadge,
  qrPayload,
  visitState,
} from '../appointment-rules';
import { shortDate } from '../../../lib/dates';
import { AppointmentQr } from './appointment-qr';
import { RefundNote } from './refund-note';
import { ReceiptLinks } from '../../../components/receipt-links';

type BadgeKey = 'card.paid' | 'card.unpaid' | 'card.refundPending' | 'card.refunded' | 'card.refundFailed';
const BADGES: Record<PaymentBadge, { key: BadgeKey; className: string }> = {
  paid: { key: 'card.paid', className: 'bg-emerald-50 text-emerald-800' },
  unpaid: { key: 'card.unpaid', className: 'bg-amber-50 text-amber-800' },
  refund_pending: { key: 'card.refundPending', className: 'bg-sky-50 text-sky-800' },
  refunded: { key: 'card.refunded', className: 'bg-slate-100 text-slate-800' },
  refund_failed: { key: 'card.refundFailed', className: 'bg-red-50 text-red-800' },
};

type AppointmentCardProps = {
  appointment: TListedAppointment;
  typeName: string;
  branch: { branch_name: string; address?: string | null | undefined } | undefined;
  tab: 'my_booking' | 'upcoming';
  clinicPhone: ClinicPhone | undefined;
  clinicEmail: string | null | undefined;
  onCancel: () => void;
  onEdit: () => void;
  onRedeem: () => void;
  /** Absent until the payment flow can be opened from here. */
  onPay?: () => void;
  /** Whose visit it is ("Me", "Noa"), when the patient books for family members too. */
  forName?: string | undefined;
  /** The doctor who will see (or saw) the patient, when the server names them. */
  doctorName?: string | undefined;
};

export function AppointmentCard(props: AppointmentCardProps) {
  // 'family' too, so the card waits for (and follows) the texts of whose visit it is.
  const { t } = useTranslation(['appointments', 'family']);
  const { appointment: a, typeName, branch, tab } = props;
  const { key } = useTenant();
  const actions = allowedActions(a, tab);
  const badge = paymentBadge(a);
  const branchName = branch?.branch_name ?? '';
  const id = Number(a.id);
  const button = 'rounded-full px-4 py-2 text-sm font-semibold';

  return (
    <article
      aria-labelledby={`appointment-${id}`}
      className={`rounded-2xl border bg-white p-5 shadow-sm ${isCancelled(a) ? 'border-dashed border-slate-300' : 'border-slate-200'}`}
    >
      <div className="flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t('card.reference', { id })}</p>
          <h3 id={`appointment-${id}`} className="mt-1 text-lg font-bold text-slate-900">
            {typeName}
          </h3>
          {props.forName && (
            <p className="mt-1 text-sm font-semibold text-brand-800">{t('family:visitFor', { name: props.forName })}</p>
          )}
          <dl className="mt-3 space-y-1.5 text-sm text-slate-700">
            <div className="flex items-center gap-2">
              <dt className="sr-only">{t('card.date')}</dt>
              <ClockIcon className="size-4 shrink-0 text-brand-700" />
              {/* On a narrow card the line breaks after the date, never inside the date or the times. */}
              <dd>
                <bdi className="whitespace-nowrap">{shortDate(a.date)}</bdi> ·{' '}
                <bdi dir="ltr" className="whitespace-nowrap">
                  {formatTime(a.start_time)}-{formatTime(a.end_time)}
                </bdi>
              </dd>
            </div>
            {props.doctorName && (
              <div className="flex items-center gap-2">
                <dt className="sr-only">{t('card.doctor')}</dt>
                <PersonIcon className="size-4 shrink-0 text-brand-700" />
                <dd data-testid="visit-doctor">{props.doctorName}</dd>
              </div>
            )}
            <div className="flex items-start gap-2">
              <dt className="sr-only">{t('card.branch')}</dt>
              <PinIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <dd>
                <span className="font-medium">{branchName}</span>
                {branch?.address && <span className="block text-slate-500">{branch.address}</span>}
              </dd>
            </div>
          </dl>
          {/* What became of it, said as a state (not a button that does nothing). */}
          {visitState(a) === 'cancelled' && (
            <p className="me-2 mt-3 inline-block rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800">
              {t('actions.cancelled')}
            </p>
          )}
          {a.refund ? (
            <RefundNote refund={a.refund} status={a.payment_status} />
          ) : (
            badge && (
              <p
                className={`mt-3 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGES[badge].className}`}
              >
                {t(BADGES[badge].key)}
              </p>
            )
          )}
          <ReceiptLinks appointmentId={id} paid={(a.payment_status ?? 'unpaid') !== 'unpaid'} />
          {a.confirmed === 1 && !isCancelled(a) && (
            <p className="ms-2 mt-3 inline-block rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
              ✓ {t('card.confirmed')}
            </p>
          )}
          {a.in_series === 1 && (
            <p className="ms-2 mt-3 inline-block rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-900">
              <span aria-hidden="true">↻</span> {t('card.inSeries')}
            </p>
          )}
        </div>
        {/* A cancelled or expired visit has nothing to show at the reception. */}
        {!isCancelled(a) && (
          <AppointmentQr
            payload={qrPayload(a, typeName, branchName)}
            label={t('card.qrAlt', { id })}
            checkInCode={a.check_in_code}
          />
        )}
      </div>

      <div className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-4">
        {props.clinicPhone && (
          <a
            href={telHref(props.clinicPhone)}
            aria-label={t('card.call')}
            className="rounded-full bg-slate-100 p-2 text-slate-700 hover:bg-slate-200"
          >
            <PhoneIcon className="size-4" />
          </a>
        )}
        {props.clinicEmail && (
          <a
            href={`mailto:${props.clinicEmail}`}
            aria-label={t('card.email')}
            className="rounded-full bg-slate-100 p-2 text-slate-700 hover:bg-slate-200"
          >
            <MailIcon className="size-4" />
          </a>
        )}
        {branch?.address && (
          <a
            href={directionsHref(branch.address)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('card.directions', { branch: branchName })}
            className="rounded-full bg-slate-100 p-2 text-slate-700 hover:bg-slate-200"
          >
            <PinIcon className="size-4" />
          </a>
        )}
        <div className="ms-auto flex flex-wrap justify-end gap-2">
          {visitState(a) === 'expired' ? (
            // An unpaid hold whose time ran out: say so, and offer the same treatment at the same branch again.
            <>
              <p className="self-center text-sm font-semibold text-amber-800">{t('actions.expired')}</p>
              <Link
                to={paths.book(key, a.appointments_type_id, a.branch)}
                className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
              >
                {t('actions.bookAgain')}
              </Link>
            </>
          ) : isCancelled(a) ? null : (
            <>
              {actions.redeem && (
                <button
                  type="button"
                  onClick={props.onRedeem}
                  className={`${button} border border-brand-700 text-brand-800 hover:bg-brand-50`}
                >
                  {t('actions.redeem')}
                </button>
              )}
              {actions.pay && props.onPay && (
                <button
                  type="button"
                  onClick={props.onPay}
                  className={`${button} bg-amber-700 text-white hover:bg-amber-800`}
                >
                  {t('actions.pay')}
                </button>
              )}
              {actions.edit && (
                <button
                  type="button"
                  onClick={props.onEdit}
                  className={`${button} border border-slate-300 text-slate-700 hover:bg-slate-50`}
                >
                  {t('actions.edit')}
                </button>
              )}
              {actions.cancel && (
                <button
                  type="button"
                  onClick={props.onCancel}
                  className={`${button} border border-red-300 text-red-700 hover:bg-red-50`}
                >
                  {t('actions.cancel')}
                </button>
              )}
              {actions.callClinic && <p className="self-center text-sm text-slate-600">{t('actions.callClinic')}</p>}
            </>
          )}
        </div>
      </div>
    </article>
  );
}
