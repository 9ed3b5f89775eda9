import { Suspense, useEffect, useMemo, useState } from 'react';
import { bookedVisitOf } from './booked-visit';
import type { CalendarDate } from '@internationalized/date';
import { Navigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { emptyOtp } from '../../../components/otp-input';
import type { PayableAppointment } from '../../../components/payment/payable-appointment';
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
import { useDoctorChoice } from '../use-doctor-choice';
import { useNamedDoctor } from '../use-named-doctor';
import { useBookingPhone, useTellConfirmed } from '../use-booking-phone';
import { useOfferedTime } from '../use-offered-time';
import { useFirstFreeDayChoice } from '../use-first-free-day';
import { type BookingRefusal, refusalOf } from '../booking-refusal';
import { useReleaseHold } from '../api/release-hold';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { paymentRequired } from '../../../lib/treatment-price';
import { useFormatPrice } from '../../../lib/tenant/use-format-price';
import { useLogin } from '../../../lib/use-login';
import { useCreateAppointment } from '../api/create-appointment';
import { type Step, endTimeOf, stepsFor } from '../booking-rules';
import { BookingHeader } from './booking-header';
import { BookingSkeleton, TreatmentFailed } from './booking-states';
import type { BookedAppointment } from './confirmation-step';
import type { EmbedHooks } from './embed-hooks';
import { TimeStepScreen } from './time-step-screen';
import { StepBar } from './step-bar';
import { ConfirmationStep, PaymentPanel, PhoneStep, VerifyStep, loadLaterSteps } from './later-steps';
import { PhoneRegistration } from './phone-registration';

/** The booking steps of one treatment at one branch: time (and doctor), phone and code, payment, confirmation. */
export function BookingFlow({
  treatmentId,
  branch,
  doctor: linkedDoctor = null,
  embed,
}: {
  treatmentId: string;
  branch: string;
  /** The doctor a link chose (a doctor's page); the patient may change it. */
  doctor?: string | null;
  embed?: EmbedHooks;
}) {
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
  const offered = useOfferedTime(setDate, setStart);
  const { doctor, setDoctor, choices, nameOf } = useDoctorChoice(treatment.data, branch, linkedDoctor);
  const named = useNamedDoctor(doctor, start, nameOf);
  const opening = useFirstFreeDayChoice({ branch, treatmentId, doctor, date, setDate });
  // The server's refusal of the booking, shown beside the field it is about until the patient changes it.
  const [bookingRefusal, setBookingRefusal] = useState<BookingRefusal | null>(null);
  const { phone, changePhone, setPhoneRefusal, keepRefusal, refusal, limit } = useBookingPhone((error) =>
    failureMessage(error, t('messages.sendFailed'), t('messages.network')),
  );
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

  const phoneCode = usePhoneCode(() => {
    toast.success(t('messages.otpSent'));
    setStep('verify');
  });
  const create = useCreateAppointment();
  const release = useReleaseHold();
  // A released hold starts a new attempt: confirming the same time again books anew instead of answering the old.
  const [attempt, setAttempt] = useState(0);
  // One key per chosen time: a retry of the same booking never books twice.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [date, start, forMember, doctor, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  useTellConfirmed(step === 'confirmation' ? booked : null, embed?.onConfirmed);

  if (treatment.isPending) return <BookingSkeleton />;
  if (treatment.isError) return <TreatmentFailed />;
  const item = treatment.data;
  // A branch that does not offer this treatment is no branch at all: its page lets the patient choose one.
  if (item.branch.length > 0 && !item.branch.includes(branch)) {
    return <Navigate to={paths.treatment(key, treatmentId)} replace />;
  }
  const forcePay = paymentRequired(item);
  const steps = stepsFor(startedLoggedIn, forcePay);
  const branchName = clinic?.name ?? template?.branch.find((b) => String(b.id) === branch)?.branch_name ?? '';
  const wire = phone.wire;
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
        ...(doctor !== null ? { doctor_id: Number(doctor) } : {}),
        ...(named.id !== null ? { preferred_doctor_id: named.id } : {}),
        idempotencyKey,
      },
      {
        onSuccess: (answer) => {
          const made = bookedVisitOf(answer.data, {
            item,
            customerId,
            branch,
            branchName,
            branchAddress: clinic?.address,
            date: date.toString(),
            start,
            end,
            formatPrice: price,
            phone: startedLoggedIn ? null : wire,
            timeZone,
            forMember,
            doctorName: nameOf(answer.data.doctor_id ?? doctor),
          });
          setBooked(made.booked);
          if (forcePay) setPayable(made.payable);
          toast.success(forcePay ? t('messages.createdPayNext') : t('messages.booked'));
          setStep(forcePay ? 'payment' : 'confirmation');
        },
        onError: (error) => {
          // Taken meanwhile or refused: say why beside the field, and show the day's slots afresh.
          setBookingRefusal(refusalOf(error, serverMessage(error, t('messages.createFailed'))));
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

  const requestCode = () => {
    setPhoneRefusal(null);
    return phoneCode.requestCode(wire).catch((error) => {
      if (!keepRefusal(error, step === 'phone')) toast.error(serverMessage(error, t('messages.sendFailed')));
    });
  };

  const register = (values: RegistrationValues) =>
    phoneCode
      .register(wire, values)
      .catch((error) => toast.error(serverMessage(error, t('messages.createAccountFailed'))));

  const verify = () =>
    phoneCode.verify(wire, code.join('')).then(book, (error) => {
      setCode(emptyOtp());
      if (keepRefusal(error, false)) return;
      toast.error(
        error instanceof ApiError && error.code === 'OTP_INVALID'
          ? t('messages.invalidCode')
          : serverMessage(error, t('messages.verificationFailed')),
      );
    });

  return (
    <div ref={stepsRef} className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <BookingHeader treatment={item} branchName={branchName} doctorName={named.name ?? nameOf(doctor)} />
      <StepBar steps={steps} current={step} />
      {step === 'datetime' && (
        <TimeStepScreen
          whoFor={login.isLoggedIn ? { value: forMember, onChange: setForMember } : null}
          doctor={{ choices, value: doctor, onChange: setDoctor, name: nameOf(doctor), named: named.name }}
          dateTime={{
            branch,
            clinic,
            treatmentId: item.id,
            doctor,
            duration: item.time,
            timeZone,
            date,
            onDateChange: setDate,
            start,
            onStartChange: setStart,
            onNamed: named.setNamed,
            offered,
            firstFree: opening.firstFree,
            waitingForFirstFree: opening.waiting,
          }}
          actions={{ onBack: embed?.onBack, onNext: next, pending: create.isPending, confirm: login.isLoggedIn }}
          refusal={bookingRefusal}
          onRefusalAnswered={() => setBookingRefusal(null)}
        />
      )}
      <Suspense fallback={<Spinner />}>
        {step === 'phone' && (
          <PhoneStep
            country={phone.country}
            digits={phone.digits}
            onChange={changePhone}
            refusal={refusal}
            limit={limit}
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
            limit={limit}
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
            onBack={() =>
              // Back lets go of the hold (its time is free again), so confirming again never holds two visits.
              release.mutate(
                { customerId: payable.customerId, appointmentId: payable.id },
                {
                  onSuccess: () => {
                    setPayable(null);
                    setBooked(null);
                    setAttempt((n) => n + 1);
                    setStep('datetime');
                  },
                  onError: (error) => toast.error(serverMessage(error, t('messages.releaseFailed'))),
                },
              )
            }
          />
        )}
        {step === 'confirmation' && booked && (
          <ConfirmationStep booked={booked} {...(embed ? { onRestart: embed.onRestart } : {})} />
        )}
      </Suspense>
      <PhoneRegistration phoneCode={phoneCode} phone={wire} onSubmit={register} />
    </div>
  );
}
