import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { failureMessage } from '../../../../lib/errors/failure-text';
import { useSecondFactorLogin } from '../api/sign-in-calls';
import { FormError } from '../../core/components/form-error';
import { TextField } from '../../../../components/ui/form-fields';

/** The login's second step: the authenticator's six digits, or a recovery code, with the password's token. */
export function SecondFactorStep({ clinic, token, onBack }: { clinic: string; token: string; onBack: () => void }) {
  const { t } = useTranslation('staff');
  const [code, setCode] = useState('');
  const step = useSecondFactorLogin(clinic, token);

  async function submit(event: FormEvent) {
    event.preventDefault();
    step.mutate(code);
  }
  const error = step.isError ? failureMessage(step.error, t('login.failed'), t('errors.unanswered')) : undefined;
  const pending = step.isPending || step.isSuccess;

  return (
    <form onSubmit={submit} noValidate>
      <p className="mt-4 text-sm text-slate-700">{t('secondFactor.loginHint')}</p>
      <TextField
        id="staff-code"
        className="mt-4"
        label={t('secondFactor.code')}
        autoComplete="one-time-code"
        inputMode="text"
        dir="ltr"
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value.trim())}
      />
      <FormError message={error} />
      <div className="mt-6 flex gap-2">
        <button type="submit" disabled={pending || !code} className={`${primaryButton} flex-1`}>
          {t('secondFactor.verify')}
        </button>
        <button type="button" className={smallButton} onClick={onBack}>
          {t('visit.close')}
        </button>
      </div>
    </form>
  );
}
