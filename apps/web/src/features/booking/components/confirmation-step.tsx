import { shortCheckInCode } from '@clinic/contract/appointments/check-in-code';
import { formatPhoneIn } from '@clinic/contract/identity/phone-format';
import { parseDateTime, toZoned } from '@internationalized/date';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../config/paths';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { useTemplate } from '../../../lib/tenant/get-template';
import { icsEvent } from '../booking-rules';
import { longDate } from '../../../lib/dates';
import { useFamily } from '../../../lib/family/family-members';
import { ReceiptLinks } from '../../../components/receipt-links';

export type BookedAppointment = {
  id: string;
  treatmentName: string;
  branchName: string;
  branchAddress: string | null | undefined;
  date: string;
  start: string;
  end: string;
  duration: number;
  /** The treatment's price, what was paid online when booking, and what is left to pay at the clinic (formatted). */
  price: string;
  paidOnline: string | null;
  atClinic: string | null;
  /** Shown when the patient was not logged in when booking started. */
  phone: string | null;
  timeZone: string;
  /** The family member the visit is for (named on the receipt); null: the patient themself. */
  forMember: number | null;
  /** The doctor who will see the patient; null when the answer did not say. */
  doctorName: string | null;
  /** The visit's signed check-in code, whose short code the desk types; null when the answer did not carry one. */
  checkInCode: string | null;
};

/** The booked visit; `onRestart` (the embed) offers another booking instead of links to the site's pages. */
export function ConfirmationStep({ booked, onRestart }: { booked: BookedAppointment; onRestart?: () => void }) {
  const { t, i18n } = useTranslation('booking');
  const { key } = useTenant();
  // A phone is written as the desk writes it: national in the clinic's country.
  const country = useTemplate().data?.user_template.country;
  const family = useFamily(booked.forMember !== null);
  const forName = family.data?.find((m) => m.id === booked.forMember)?.name;
  const instant = (time: string) =>
    time === '24:00'
      ? toZoned(parseDateTime(`${booked.date}T23:59`), booked.timeZone)
          .add({ minutes: 1 })
          .toDate()
      : toZoned(parseDateTime(`${booked.date}T${time}`), booked.timeZone).toDate();
  const dateText = longDate(booked.date, i18n.language);
  const shortCode = booked.checkInCode ? shortCheckInCode(booked.checkInCode) : null;

  const downloadIcs = () => {
    const ics = icsEvent({
      uid: `appointment-${booked.id}@${key}`,
      start: instant(booked.start),
      end: instant(booked.end),
      title: [booked.treatmentName, booked.doctorName, booked.branchName].filter(Boolean).join(' - '),
      location: [booked.branchName, booked.branchAddress].filter(Boolean).join(', '),
      description: [
        booked.doctorName ? `${t('confirmation.doctor')}: ${booked.doctorName}.` : '',
        `${t('confirmation.reference')}: ${booked.id}. ${t('confirmation.arriveEarly')}`,
      ]
        .filter(Boolean)
        .join(' '),
      now: new Date(),
      // The first version of a visit just booked.
      sequence: 0,
    });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `appointment-${booked.id}.ics`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const rows: Array<[string, React.ReactNode]> = [
    ...(forName ? [[t('confirmation.for'), forName] as [string, React.ReactNode]] : []),
    [t('confirmation.treatment'), booked.treatmentName],
    ...(booked.doctorName ? [[t('confirmation.doctor'), booked.doctorName] as [string, React.ReactNode]] : []),
    [t('confirmation.branch'), [booked.branchName, booked.branchAddress].filter(Boolean).join(' · ')],
    [t('confirmation.date'), dateText],
    [t('confirmation.time'), <bdi dir="ltr" key="time">{`${booked.start}-${booked.end}`}</bdi>],
    [t('confirmation.duration'), t('header.duration', { minutes: booked.duration })],
    [t('confirmation.price'), <bdi key="price">{booked.price}</bdi>],
    ...(booked.paidOnline
      ? [[t('confirmation.paidOnline'), <bdi key="online">{booked.paidOnline}</bdi>] as [string, React.ReactNode]]
      : []),
    ...(booked.atClinic
      ? [[t('confirmation.atClinic'), <bdi key="clinic">{booked.atClinic}</bdi>] as [string, React.ReactNode]]
      : []),
    ...(booked.phone
      ? [
          [
            t('confirmation.phone'),
            <bdi dir="ltr" key="phone">
              {formatPhoneIn(booked.phone, country)}
            </bdi>,
          ] as [string, React.ReactNode],
        ]
      : []),
  ];
  const action = 'rounded-full px-5 py-2.5 text-center font-semibold';

  return (
    <section
      aria-labelledby="confirmation-heading"
      className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 print:shadow-none print:ring-0"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700"
        >
          ✓
        </span>
        <h2 id="confirmation-heading" className="text-2xl font-bold text-slate-900">
          {t('confirmation.heading')}
        </h2>
      </div>
      <p className="mt-5 rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
        {t('confirmation.reference')}:{' '}
        <strong data-testid="booking-reference" className="text-xl tabular-nums">
          {booked.id}
        </strong>
      </p>
      <dl className="mt-5 divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2.5">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-end font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {shortCode && (
        <p className="mt-3 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {t('confirmation.checkInCode')}:{' '}
          <bdi
            dir="ltr"
            data-testid="booking-check-in-code"
            className="font-mono text-base font-semibold tracking-wider text-slate-900"
          >
            {shortCode}
          </bdi>
          <span className="mt-1 block">{t('confirmation.checkInHint')}</span>
        </p>
      )}
      <ReceiptLinks appointmentId={Number(booked.id)} paid={booked.paidOnline !== null} />
      <p className="mt-5 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">{t('confirmation.arriveEarly')}</p>
      <p className="mt-2 text-sm text-slate-600">{t('confirmation.keepId', { id: booked.id })}</p>
      <div className="no-print mt-6 grid gap-3 sm:grid-cols-2">
        <button type="button" onClick={downloadIcs} className={`${action} bg-brand-700 text-white hover:bg-brand-800`}>
          {t('confirmation.addToCalendar')}
        </button>
        <button
          type="button"
          onClick={() => window.print()}
          className={`${action} border border-slate-300 text-slate-700 hover:bg-slate-50`}
        >
          {t('confirmation.print')}
        </button>
        {onRestart ? (
          <button
            type="button"
            onClick={onRestart}
            className={`${action} border border-slate-300 text-slate-700 hover:bg-slate-50 sm:col-span-2`}
          >
            {t('embed.another')}
          </button>
        ) : (
          <>
            <Link
              to={paths.myAppointments(key)}
              className={`${action} border border-brand-700 text-brand-800 hover:bg-brand-50 sm:col-span-2`}
            >
              {t('confirmation.myAppointments')}
            </Link>
            <Link to={paths.home(key)} className={`${action} border border-slate-300 text-slate-700 hover:bg-slate-50`}>
              {t('confirmation.home')}
            </Link>
            <Link
              to={paths.treatments(key)}
              className={`${action} border border-slate-300 text-slate-700 hover:bg-slate-50`}
            >
              {t('confirmation.treatments')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
