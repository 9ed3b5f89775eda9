import { type FormEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { primaryButton } from '../../../../components/ui/button-styles';
import { LanguageMenu } from '../../../../components/language-menu';
import { failureMessage } from '../../../../lib/errors/failure-text';
import { i18n } from '../../../../lib/i18n';
import { invitationQueryOptions, useAcceptInvitation } from '../api/sign-in-calls';
import { FormError } from '../../core/components/form-error';
import { TextField } from '../../../../components/ui/form-fields';

/**
 * An invitation link's page: who invites to what, then the invitee's name and password; the account it makes
 * logs in at once. A used, expired or withdrawn link says so, with the way to the login.
 */
export function AcceptInvitation({ clinic, token, onDone }: { clinic: string; token: string; onDone: () => void }) {
  const { t } = useTranslation('team');
  const { t: tStaff } = useTranslation('staff');
  const invitation = useQuery(invitationQueryOptions(token, i18n.language));
  const acceptance = useAcceptInvitation(clinic, token);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');

  function leave() {
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    onDone();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    acceptance.mutate({ name, password }, { onSuccess: leave });
  }
  const error = acceptance.isError
    ? failureMessage(acceptance.error, tStaff('errors.generic'), tStaff('errors.unanswered'))
    : undefined;
  const pending = acceptance.isPending || acceptance.isSuccess;

  const role = invitation.data ? t(`roles.${invitation.data.role}`) : '';
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow ring-1 ring-slate-200">
        <div className="flex items-center justify-between gap-4">
          <h1 className="text-2xl font-bold text-slate-900">
            {t('accept.heading', { clinic: invitation.data?.clinic.name ?? clinic })}
          </h1>
          <LanguageMenu />
        </div>
        {invitation.isPending && <p className="mt-4 text-slate-700">{t('accept.checking')}</p>}
        {invitation.isError && (
          <>
            <FormError
              message={failureMessage(invitation.error, tStaff('errors.generic'), tStaff('errors.unanswered'))}
            />
            <button type="button" className={`${primaryButton} mt-6 w-full`} onClick={leave}>
              {t('accept.toLogin')}
            </button>
          </>
        )}
        {invitation.data && (
          <form onSubmit={submit}>
            <p className="mt-4 text-slate-800">{t('accept.intro', { role, email: invitation.data.email })}</p>
            <TextField
              id="invitee-name"
              className="mt-4"
              label={t('accept.name')}
              autoComplete="name"
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              id="invitee-password"
              className="mt-4"
              label={t('accept.password')}
              type="password"
              autoComplete="new-password"
              required
              minLength={10}
              aria-describedby="invitee-password-hint"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <p id="invitee-password-hint" className="mt-1 text-sm text-slate-600">
              {t('accept.passwordHint')}
            </p>
            <FormError message={error} />
            <button type="submit" disabled={pending} className={`${primaryButton} mt-6 w-full`}>
              {t('accept.submit')}
            </button>
          </form>
        )}
      </div>
    </main>
  );
}
