import { type FormEvent, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import type { Country } from '../../../components/phone-countries';
import { loadPhoneRules, usePhoneCheck } from '../../../components/use-phone-check';
import { useClinicCountry } from '../../../components/use-clinic-country';
import { OTP_LENGTH, OtpInput, emptyOtp } from '../../../components/otp-input';
import { PhoneInput } from '../../../components/phone-input';
import { DemoCode } from '../../../components/demo-notes';
import { isCodeLimit } from '../../../lib/identity/code-limit';
import type { RegistrationValues } from '../../../components/registration-modal';
import { ArrowIcon, WhatsAppIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { configQueryOptions } from '../../../lib/tenant/get-config';
import { useTemplate } from '../../../lib/tenant/get-template';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { useLogin } from '../../../lib/use-login';
import { usePhoneCode } from '../../../lib/identity/use-phone-code';
import { loginErrorMessage } from '../login-errors';
import { lazyPart } from '../../../lib/lazy-part';

// The registration form is not part of the login screen: it loads while the patient types a number.
const loadRegistration = () => import('../../../components/registration-modal');
const RegistrationModal = lazyPart(async () => ({ default: (await loadRegistration()).RegistrationModal }));
// Nor is the help shown when no more codes may be sent (it writes the clinic's phone by the phone rules).
const CodeLimitHelp = lazyPart(async () => ({
  default: (await import('../../../components/code-limit-help')).CodeLimitHelp,
}));

const REDIRECT_DELAY_MS = 1500;
const RESEND_LOCK_MS = 1000;

/** Full-screen login with WhatsApp: phone, then the six-digit code; new numbers register first. */
export function LoginPage() {
  const { t } = useTranslation('login');
  const { key } = useTenant();
  const login = useLogin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  // The clinic's country until the patient picks another.
  const home = useClinicCountry();
  // The patient's number is written as the clinic's people write it: national in the clinic's country.
  const clinicCountry = useTemplate().data?.user_template.country;
  const [picked, setCountry] = useState<Country | null>(null);
  const country = picked ?? home;
  const checkPhone = usePhoneCheck();
  const [phone, setPhone] = useState('');
  // The number the code goes to, in the wire's form and as shown: set once the phone rules have checked it.
  const [sentTo, setSentTo] = useState({ wire: '', shown: '' });
  const [phoneError, setPhoneError] = useState<string>();
  const [otp, setOtp] = useState(emptyOtp);
  const [otpError, setOtpError] = useState<string>();
  // No more codes for a while (the server's words): said with the clinic's phone and WhatsApp.
  const [limit, setLimit] = useState<string>();
  const [resendLocked, setResendLocked] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const phoneCode = usePhoneCode(() => {
    // The same words for a new patient: no account exists until the code is verified.
    toast.success(t('messages.otpSent'));
    setOtp(emptyOtp());
    setOtpError(undefined);
    setStep('otp');
  });
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);
  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));

  // After the registration dialog closes, focus would return to the (now gone) send button: put it on the code,
  // unless the patient has already put it somewhere (typing the code), which it must not interrupt.
  useEffect(() => {
    if (step !== 'otp' || phoneCode.registering) return;
    const id = window.setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      document.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus();
    }, 50);
    return () => window.clearTimeout(id);
  }, [step, phoneCode.registering]);
  const busy = phoneCode.sending || phoneCode.verifying || succeeded;

  if (login.isLoggedIn && !succeeded) return <Navigate to={paths.home(key)} replace />;

  const requestCode = async (wire: string) => {
    // The pre-login check: the clinic's configuration must still be valid before a code is sent.
    await queryClient.ensureQueryData(configQueryOptions(key));
    await phoneCode.requestCode(wire);
  };

  const onSendPhone = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const problem = await checkPhone(country, phone);
      if (problem) {
        setPhoneError(problem);
        document.getElementById('login-phone')?.focus();
        return;
      }
      setPhoneError(undefined);
      setLimit(undefined);
      const rules = await loadPhoneRules();
      const wire = rules.wirePhone(country, phone);
      setSentTo({ wire, shown: rules.displayPhone(country, phone, clinicCountry) });
      await requestCode(wire);
    } catch (error) {
      const message = loginErrorMessage(error, t, t('errors.sendFailed'));
      if (isCodeLimit(error)) return setLimit(message);
      if (error instanceof ApiError && error.status === 400) setPhoneError(message);
      toast.error(message);
    }
  };

  const onRegister = async (values: RegistrationValues) => {
    try {
      await phoneCode.register(sentTo.wire, values);
    } catch (error) {
      toast.error(loginErrorMessage(error, t, t('errors.registerFailed')));
    }
  };

  const onResend = async () => {
    setResendLocked(true);
    later(() => setResendLocked(false), RESEND_LOCK_MS);
    setOtp(emptyOtp());
    setOtpError(undefined);
    setLimit(undefined);
    try {
      await requestCode(sentTo.wire);
    } catch (error) {
      const message = loginErrorMessage(error, t, t('errors.resendFailed'));
      if (isCodeLimit(error)) return setLimit(message);
      toast.error(message);
    }
  };

  const onBack = () => {
    setLimit(undefined);
    setOtp(emptyOtp());
    setOtpError(undefined);
    setStep('phone');
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    const code = otp.join('');
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setOtpError(t('errors.invalidOtp'));
      return;
    }
    setOtpError(undefined);
    try {
      // Succeeded before the login is kept, so the page does not leave as if the patient came logged in.
      await phoneCode.verify(sentTo.wire, code, () => setSucceeded(true));
      toast.success(t('messages.loginSuccess'));
      later(() => navigate(paths.home(key), { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      const message =
        error instanceof ApiError
          ? loginErrorMessage(error, t, t('errors.verifyCodeFailed'), 'verify')
          : t('errors.verifyFailed');
      if (isCodeLimit(error)) return setLimit(message);
      setOtpError(message);
      toast.error(error instanceof ApiError && error.code === 'OTP_INVALID' ? t('errors.invalidCodeToast') : message);
    }
  };

  const primary =
    'flex h-12 w-full items-center justify-center gap-2 rounded-full bg-[#0e7040] px-6 text-base font-semibold text-white shadow-sm hover:bg-[#0b5e35] disabled:opacity-60';

  return (
    <section className="flex min-h-[calc(100dvh-4rem)] items-start justify-center bg-gradient-to-b from-brand-50 via-white to-slate-50 px-4 py-8 sm:items-center sm:py-12">
      <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-[#25d366]/15 text-[#128c4a]">
            <WhatsAppIcon className="size-9" />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
        </div>

        {step === 'phone' ? (
          <form noValidate onSubmit={onSendPhone} className="mt-8 space-y-5">
            <h2 className="sr-only">{t('phoneStep')}</h2>
            <PhoneInput
              id="login-phone"
              country={country}
              onCountryChange={setCountry}
              value={phone}
              onChange={(digits) => {
                setPhone(digits);
                // What sending needs loads while the patient types.
                void loadPhoneRules().catch(() => undefined);
                void loadRegistration().catch(() => undefined);
                setPhoneError(undefined);
              }}
              home={home}
              error={phoneError}
              isDisabled={busy}
              autoFocus
            />
            {limit && (
              <Suspense fallback={null}>
                <CodeLimitHelp message={limit} />
              </Suspense>
            )}
            <button type="submit" disabled={busy} className={primary}>
              <WhatsAppIcon className="size-5" />
              {phoneCode.sending ? t('sending') : t('sendOtp')}
            </button>
            <p className="text-center text-xs text-slate-500">{t('privacy')}</p>
          </form>
        ) : (
          <form noValidate onSubmit={onVerify} className="mt-8 space-y-5">
            <div className="text-center">
              <h2 className="text-lg font-semibold text-slate-900">{t('otpStep')}</h2>
              <p className="mt-1 text-sm text-slate-600">{t('sentTo')}</p>
              <p dir="ltr" className="mt-0.5 font-semibold text-slate-900 tabular-nums">
                {sentTo.shown}
              </p>
            </div>
            <DemoCode code={phoneCode.demoCode} />
            <OtpInput
              value={otp}
              onChange={(next) => {
                setOtp(next);
                setOtpError(undefined);
              }}
              isDisabled={busy}
              isInvalid={!!otpError}
              errorId="login-otp-error"
              autoFocus
            />
            {otpError && (
              <p id="login-otp-error" className="text-center text-sm text-red-700">
                {otpError}
              </p>
            )}
            {limit && (
              <Suspense fallback={null}>
                <CodeLimitHelp message={limit} />
              </Suspense>
            )}
            <button type="submit" disabled={busy} className={primary}>
              {phoneCode.verifying ? t('verifying') : t('verify')}
            </button>
            <div className="flex items-center justify-between gap-3">
              <button
                type="button"
                onClick={onBack}
                disabled={busy}
                className="flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60"
              >
                <ArrowIcon className="size-4 rotate-180" />
                {t('back')}
              </button>
              <button
                type="button"
                onClick={onResend}
                disabled={busy || resendLocked}
                className="rounded-full px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
              >
                {t('resend')}
              </button>
            </div>
          </form>
        )}
      </div>
      {phoneCode.registering && (
        <Suspense fallback={null}>
          <RegistrationModal
            isOpen
            onClose={phoneCode.closeRegistration}
            phone={sentTo.wire}
            onSubmit={onRegister}
            pending={phoneCode.sending}
            refusal={phoneCode.refusal}
            country={clinicCountry}
          />
        </Suspense>
      )}
    </section>
  );
}
