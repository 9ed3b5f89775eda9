import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/ui/button-styles';
import { LanguageToggle } from '../../../components/language-toggle';
import { callApi } from '../../../lib/call-api';
import { failureMessage } from '../../../lib/errors/failure-text';
import { writeStaffToken } from '../api/staff-session';
import { fieldClass, labelClass } from './form-styles';

/** Email and password at this clinic; the token it answers opens the workspace. */
export function StaffLogin({ clinic }: { clinic: string }) {
  const { t } = useTranslation('staff');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const answer = await callApi({ baseUrl: window.location.origin }, 'staffLogin', {
        body: { clinic, email, password },
      });
      writeStaffToken(clinic, answer.token);
    } catch (failure) {
      setError(failureMessage(failure, t('login.failed'), t('errors.unanswered')));
      setPending(false);
    }
  }

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <form
        onSubmit={submit}
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow ring-1 ring-slate-200"
        noValidate
      >
        <div className="flex items-center justify-between gap-4">
          <h1 className="text-2xl font-bold text-slate-900">{t('login.heading')}</h1>
          <LanguageToggle />
        </div>
        <label className={labelClass} htmlFor="staff-email">
          {t('login.email')}
        </label>
        <input
          id="staff-email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={fieldClass}
        />
        <label className={labelClass} htmlFor="staff-password">
          {t('login.password')}
        </label>
        <input
          id="staff-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={fieldClass}
        />
        {error && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <button type="submit" disabled={pending} className={`${primaryButton} mt-6 w-full`}>
          {t('login.submit')}
        </button>
      </form>
    </main>
  );
}
