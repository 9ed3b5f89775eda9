import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emptyOtp } from '../../../components/otp-input';
import type { PayableAppointment } from '../../../components/payment/payment-panel';
import { formatPhone } from '@clinic/contract/phone-format';
import { type Country, DEFAULT_COUNTRY, wirePhone } from '../../../components/phone-number';
import type { RegistrationValues } from '../../../components/registration-modal';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/errors/failure-text';
import { useClinics } from '../../../lib/catalog/get-clinics';
import { useTreatment } from '../../../lib/catalog/treatment';
import { usePhoneCode } from '../../../lib/identity/use-phone-code';
import { useStepHeadingFocus } from '../use-step-heading-focus';
import { STORAGE_KEYS } from '../../../lib/storage';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { displayPrice, paymentRequired } from '../../../lib/treatment-price';
import { useFormatPrice } from '../../../lib/tenant/use-format-price';
import { useLogin } from '../../../lib/use-login';
import { useCreateAppointment } from '../api/create-appointment';
import { DEFAULT_BRANCH, type Step, endTimeOf, stepsFor } from '../booking-rules';
import { i18n as i18next } from '../../../lib/i18n';
import { BookingHeader } from './booking-header';
import type { BookedAppointment } from './confirmation-step';
import { DateTimeStep } from './date-time-step';
import { StepBar } from './step-bar';
import { WhoForPicker } from './who-for-picker';
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles';

// The first screen is the date and time. The later steps' code and texts (phone and code inputs, registration,
// payment, confirmation) load once a time is chosen, or when a step is reached first, not before the screen.
const laterStepsNamespaces = ['forms', 'payment'];
const later =
  <T,>(load: () => Promise<T>) =>
  async () =>
    (await Promise.all([load(), i18next.loadNamespaces(laterStepsNamespaces)]))[0];
const loadPhoneStep = later(() => import('./phone-step'));
const loadVerifyStep = later(() => import('./verify-step'));
const loadPaymentPanel = later(() => import('../../../components/payment/payment-panel'));
const loadConfirmationStep = later(() => import('./confirmation-step'));
const loadRegistrationModal = later(() => import('../../../components/registration-modal'));
const PhoneStep = lazy(async () => ({ default: (await loadPhoneStep()).PhoneStep }));
const VerifyStep = lazy(async () => ({ default: (await loadVerifyStep()).VerifyStep }));
const PaymentPanel = lazy(async () => ({ default: (await loadPaymentPanel()).PaymentPanel }));
const ConfirmationStep = lazy(async () => ({ default: (await loadConfirmationStep()).ConfirmationStep }));
const RegistrationModal = lazy(async () => ({ default: (await loadRegistrationModal()).RegistrationModal }));
const loadLaterSteps = () =>
  Promise.all([loadPhoneStep(), loadVerifyStep(), loadPaymentPanel(), loadConfirmationStep(), loadRegistrationModal()]);

/** /:userKey/treatments/:treatmentId/book?branch=ID — without a branch the treatment's page decides it. */
export function BookingPage() {
  const { key } = useTenant();
  const treatmentId = useParams().treatmentId ?? '';
  const [params] = useSearchParams();
  const branchParam = params.get('branch');
  useReturnToTreatmentsOnTenantSwitch(key);
  if (branchParam === null) return <Navigate to={paths.treatment(key, treatmentId)} replace />;
  return <BookingFlow treatmentId={treatmentId} branch={/^\d+$/.test(branchParam) ? branchParam : DEFAULT_BRANCH} />;
}

/** Another tenant chosen (in this tab or another) while booking: go to that tenant's treatments. */
function useReturnToTreatmentsOnTenantSwitch(key: string) {
  const navigate = useNavigate();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.currentUser && event.newValue && event.newValue !== key) {
        navigate(paths.treatments(event.newValue));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key, navigate]);
}

function BookingFlow({ treatmentId, branch }: { treatmentId: string; branch: string }) {
  const { t } = useTranslation('booking');
  const price = useFormatPrice();
  const { key } = useTenant();
  const login = useLogin();
  const treatment = useTreatment(treatmentId);
  const clinics = useClinics();
  const template = useTemplate().data;
  const timeZone = template?.user_template.time_zone ?? 'Asia/Jerusalem';
  const clinic = clinics.data?.find((c) => c.id === branch);

  // The steps are those of the patient who arrived; logging in half-way does not reshape the bar.
  const [startedLoggedIn] = useState(login.isLoggedIn);
  const [step, setStep] = useState<Step>('datetime');
  const [date, setDate] = useState<CalendarDate | null>(null);
  const [start, setStart] = useState<string | null>(null);
  // A waitlist offer's link names the day and time held for the patient: choose them (the date library loads apart).
  const [params] = useSearchParams();
  const offeredDate = params.get('date');
  const offeredTime = params.get('time');
  useEffect(() => {
    if (!offeredDate || !/^\d{4}-\d{2}-\d{2}$/.test(offeredDate)) return;
    let live = true;
    void import('@internationalized/date').then(({ parseDate }) => {
      if (!live) return;
      try {
        setDate(parseDate(offeredDate));
        if (offeredTime && /^\d{2}:\d{2}$/.test(offeredTime)) setStart(offeredTime);
      } catch {
        // Not a calendar date: the patient chooses one.
      }
    });
    return () => {
      live = false;
    };
  }, [offeredDate, offeredTime]);
  const [phone, setPhone] = useState<{ country: Country; digits: string }>({ country: DEFAULT_COUNTRY, digits: '' });
  const [code, setCode] = useState(emptyOtp);
  const [booked, setBooked] = useState<BookedAppointment | null>(null);
  // The family member the visit is for (a logged-in patient chooses); null: the patient themself.
  const [forMember, setForMember] = useState<number | null>(null);
  const [payable, setPayable] = useState<PayableAppointment | null>(null);

  const stepsRef = useStepHeadingFocus(step);

  // A chosen time means the next steps are near: fetch their code meanwhile, so Next answers at once.
  useEffect(() => {
    if (start) void loadLaterSteps().catch(() => undefined);
  }, [start]);

  const phoneCode = usePhoneCode((_answer, how) => {
    toast.success(how === 'registered' ? t('messages.accountCreated') : t('messages.otpSent'));
    setStep('verify');
  });
  const create = useCreateAppointment();
  // One key per chosen time: a retry of the same booking never books twice.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [date, start, forMember]); // eslint-disable-line react-hooks/exhaustive-deps

  if (treatment.isPending) {
    return <div className="mx-auto mt-10 h-96 max-w-5xl animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />;
  }
  if (treatment.isError) {
    return (
      <p role="alert" className="mx-auto max-w-lg px-4 py-16 text-center text-lg text-red-800">
        {t('messages.treatmentFailed')}
      </p>
    );
  }
  const item = treatment.data;
  const forcePay = paymentRequired(item);
  const steps = stepsFor(startedLoggedIn, forcePay);
  const branchName = clinic?.name ?? template?.branch.find((b) => String(b.id) === branch)?.branch_name ?? '';
  const wire = wirePhone(phone.country, phone.digits);
  const serverMessage = (error: unknown, fallback: string) => failureMessage(error, fallback, t('messages.network'));

  const book = (customerId: string) => {
    if (!/^\d+$/.test(customerId)) {
      toast.error(t('messages.loginFirst'));
      return setStep(startedLoggedIn ? 'datetime' : 'phone');
    }
    if (!date || !start) {
      toast.error(t('datetime.selectFirst'));
      return setStep('datetime');
    }
    const end = endTimeOf(start, item.time);
    create.mutate(
      {
        branch: Number(branch),
        date: date.toString(),
        start_time: start,
        end_time: end,
        appointments_type_id: Number(item.id),
        cust_id: Number(customerId),
        ...(forMember !== null ? { family_member_id: forMember } : {}),
        idempotencyKey,
      },
      {
        onSuccess: (answer) => {
          const data = answer.data;
          const id = String(data.insert_id ?? data.appointment_id ?? data.id ?? '');
          setBooked({
            id,
            treatmentName: item.name,
            branchName,
            branchAddress: clinic?.address,
            date: date.toString(),
            start,
            end,
            duration: item.time,
            price: price(displayPrice(item)),
            phone: startedLoggedIn ? null : wire,
            timeZone,
          });
          if (forcePay) {
            setPayable({
              id,
              customerId,
              treatmentId: item.id,
              branchId: branch,
              date: date.toString(),
              start,
              end,
              company: String(data.payment_gateway_id ?? item.force_paymnent_company ?? ''),
              method: data.payment_method ?? 'card',
              invoiceSettingId: String(data.invoice_setting_id ?? ''),
              document: data.document_type ?? item.force_payment_document ?? undefined,
              branchName,
              typeName: item.name,
              duration: item.time,
              price: Number(data.appoiment_type_price ?? displayPrice(item)),
            });
          }
          toast.success(forcePay ? t('messages.createdPayNext') : t('messages.booked'));
          setStep(forcePay ? 'payment' : 'confirmation');
        },
        onError: (error) => {
          // Taken meanwhile or refused: say why, and show the day's slots afresh.
          toast.error(serverMessage(error, t('messages.createFailed')));
          setStart(null);
          setStep('datetime');
        },
      },
    );
  };

  const next = () => {
    if (!start) return toast.warning(t('datetime.selectFirst'));
    if (login.isLoggedIn && login.customerId) return book(login.customerId);
    setStep('phone');
  };

  const requestCode = () =>
    phoneCode.requestCode(wire).catch((error) => toast.error(serverMessage(error, t('messages.sendFailed'))));

  const register = (values: RegistrationValues) =>
    phoneCode
      .register(wire, values)
      .catch((error) => toast.error(serverMessage(error, t('messages.createAccountFailed'))));

  const verify = () =>
    phoneCode.verify(wire, code.join('')).then(book, (error) => {
      setCode(emptyOtp());
      toast.error(
        error instanceof ApiError && error.code === 'OTP_INVALID'
          ? t('messages.invalidCode')
          : serverMessage(error, t('messages.verificationFailed')),
      );
    });

  return (
    <div ref={stepsRef} className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <BookingHeader treatment={item} branchName={branchName} />
      <StepBar steps={steps} current={step} />
      {step === 'datetime' && (
        <>
          <DateTimeStep
            branch={branch}
            clinic={clinic}
            treatmentId={item.id}
            duration={item.time}
            timeZone={timeZone}
            date={date}
            onDateChange={setDate}
            start={start}
            onStartChange={setStart}
          />
          {login.isLoggedIn && <WhoForPicker value={forMember} onChange={setForMember} />}
          <div className="no-print flex flex-wrap justify-between gap-3">
            <Link to={paths.treatments(key)} className={secondaryButton}>
              {t('datetime.backToTreatments')}
            </Link>
            <button type="button" onClick={next} disabled={create.isPending} className={primaryButton}>
              {login.isLoggedIn ? t('datetime.confirm') : t('datetime.next')}
            </button>
          </div>
        </>
      )}
      <Suspense fallback={<Spinner />}>
        {step === 'phone' && (
          <PhoneStep
            country={phone.country}
            digits={phone.digits}
            onChange={setPhone}
            onBack={() => setStep('datetime')}
            onSend={requestCode}
            pending={phoneCode.sending}
          />
        )}
        {step === 'verify' && (
          <VerifyStep
            phone={wire}
            demoCode={phoneCode.demoCode}
            code={code}
            onCodeChange={setCode}
            onBack={() => {
              setCode(emptyOtp());
              setStep('phone');
            }}
            onResend={requestCode}
            onVerify={verify}
            pending={phoneCode.verifying || create.isPending}
          />
        )}
        {step === 'payment' && payable && (
          <PaymentPanel
            appointment={payable}
            onPaid={() => setStep('confirmation')}
            onCancelled={() => {
              setPayable(null);
              setStart(null);
              setStep('datetime');
            }}
            onBack={() => setStep(startedLoggedIn ? 'datetime' : 'verify')}
          />
        )}
        {step === 'confirmation' && booked && <ConfirmationStep booked={booked} />}
      </Suspense>
      {phoneCode.registering && (
        <Suspense fallback={null}>
          <RegistrationModal
            isOpen
            onClose={phoneCode.closeRegistration}
            phone={formatPhone(wire)}
            onSubmit={register}
            pending={phoneCode.sending}
            refusal={phoneCode.refusal}
          />
        </Suspense>
      )}
    </div>
  );
}
