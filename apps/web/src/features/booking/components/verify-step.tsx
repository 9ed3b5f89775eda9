import { formatPhoneIn } from '@clinic/contract/identity/phone-format';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { OTP_LENGTH, OtpInput } from '../../../components/otp-input';
import { FormActions } from '../../../components/ui/form-actions';
import { DemoCode } from '../../../components/demo-notes';
import { CodeLimitHelp } from '../../../components/code-limit-help';
import { useTemplate } from '../../../lib/tenant/get-template';

type VerifyStepProps = {
  phone: string;
  /** Demo servers only: the code that a real server would have sent by WhatsApp. */
  demoCode: string | undefined;
  code: string[];
  onCodeChange: (code: string[]) => void;
  onBack: () => void;
  onResend: () => void;
  onVerify: () => void;
  pending: boolean;
  /** No more codes for a while (the server's words): said with the clinic's phone and WhatsApp. */
  limit?: string | undefined;
};

export function VerifyStep({
  phone,
  demoCode,
  code,
  onCodeChange,
  onBack,
  onResend,
  onVerify,
  pending,
  limit,
}: VerifyStepProps) {
  const { t } = useTranslation('booking');
  const country = useTemplate().data?.user_template.country;
  const [error, setError] = useState<string | undefined>();
  const [resendLocked, setResendLocked] = useState(false);
  useEffect(() => {
    if (!resendLocked) return;
    const timer = setTimeout(() => setResendLocked(false), 1000);
    return () => clearTimeout(timer);
  }, [resendLocked]);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (code.join('').length !== OTP_LENGTH) return setError(t('verify.invalid'));
        onVerify();
      }}
      className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-xl font-bold text-slate-900">{t('verify.heading')}</h2>
      <p className="mt-1 text-slate-600">
        {t('verify.hint')} <bdi dir="ltr">{formatPhoneIn(phone, country)}</bdi>
      </p>
      <div className="mt-5 space-y-3">
        <DemoCode code={demoCode} />
        <OtpInput
          value={code}
          onChange={(next) => {
            setError(undefined);
            onCodeChange(next);
          }}
          isInvalid={!!error}
          errorId="booking-otp-error"
          autoFocus
        />
        {error && (
          <p id="booking-otp-error" role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
        {limit && <CodeLimitHelp message={limit} />}
      </div>
      <button
        type="button"
        disabled={resendLocked || pending}
        onClick={() => {
          setResendLocked(true);
          onCodeChange(code.map(() => ''));
          onResend();
        }}
        className="mt-4 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline disabled:opacity-50"
      >
        {t('verify.resend')}
      </button>
      <FormActions
        placement="spread"
        className="mt-6"
        back={{ label: t('verify.back'), onClick: onBack }}
        action={{ label: t('verify.submit'), disabled: pending }}
      />
    </form>
  );
}
