import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { primaryButton } from '../../../../components/ui/button-styles';
import { LanguageMenu } from '../../../../components/language-menu';
import { failureMessage } from '../../../../lib/errors/failure-text';
import { useStaffLogin } from '../api/sign-in-calls';
import { FormError } from '../../core/components/form-error';
import { SecondFactorStep } from './second-factor-step';
import { TextField } from '../../../../components/ui/form-fields';

/** Email and password at this clinic; the token it answers opens the workspace. */
export function StaffLogin({ clinic }: { clinic: string }) {
  const { t } = useTranslation('staff');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useStaffLogin(clinic);
  // The password was right and the account has a second factor: its token waits for the code.
  const [secondStep, setSecondStep] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await login.mutateAsync({ email, password }).catch(() => undefined);
    if (answer?.next_step === 'second_factor') setSecondStep(answer.token);
  }
  const error = login.isError ? failureMessage(login.error, t('login.failed'), t('errors.unanswered')) : undefined;
  // Kept pending after a login without a second step: the page opens the workspace.
  const pending = login.isPending || (login.isSuccess && !secondStep);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow ring-1 ring-slate-200">
        <div className="flex items-center justify-between gap-4">
          <h1 className="text-2xl font-bold text-slate-900">{t('login.heading')}</h1>
          <LanguageMenu />
        </div>
        {secondStep ? (
          <SecondFactorStep clinic={clinic} token={secondStep} onBack={() => setSecondStep(undefined)} />
        ) : (
          <form onSubmit={submit} noValidate>
            <TextField
              id="staff-email"
              className="mt-4"
              label={t('login.email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              id="staff-password"
              className="mt-4"
              label={t('login.password')}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <FormError message={error} />
            <button type="submit" disabled={pending} className={`${primaryButton} mt-6 w-full`}>
              {t('login.submit')}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
