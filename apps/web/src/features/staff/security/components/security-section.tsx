import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { QrImage } from '../../../../components/qr-image';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useDisableSecondFactor } from '../api/disable-second-factor';
import { useEnableSecondFactor } from '../api/enable-second-factor';
import { useSetSecondFactorPolicy } from '../api/set-second-factor-policy';
import { useStartSecondFactor } from '../api/start-second-factor';
import { FormError } from '../../core/components/form-error';
import { CalendarFeedPanel } from '../../calendar-feed/components/calendar-feed-panel';
import { TextField } from '../../../../components/ui/form-fields';

/**
 * The account's own settings. Two-step login: this account's authenticator (set up with a QR code, turned on
 * with a first code, ten recovery codes shown once; turned off with a code) and, for owners, the clinic's rule
 * that everybody needs one. Then the calendar feed of the account's doctor (an owner's: any doctor's).
 */
export function SecuritySection({ workspace }: { workspace: TStaffWorkspace }) {
  const { t } = useTranslation('staff');
  const startCall = useStartSecondFactor();
  const enableCall = useEnableSecondFactor();
  const disableCall = useDisableSecondFactor();
  const policyCall = useSetSecondFactorPolicy();
  const action = useChangeFeedback(startCall, enableCall, disableCall, policyCall);
  const [setup, setSetup] = useState<{ secret: string; uri: string }>();
  const [recovery, setRecovery] = useState<string[]>();
  const [code, setCode] = useState('');
  const { enabled, required } = workspace.second_factor;

  async function start() {
    const answer = await action.run(startCall, {}, t('secondFactor.scan'));
    if (answer) setSetup(answer);
  }
  async function enable(event: FormEvent) {
    event.preventDefault();
    const answer = await action.run(enableCall, { body: { code } }, t('secondFactor.enabled'));
    if (answer) {
      setRecovery(answer.recovery_codes);
      setSetup(undefined);
      setCode('');
    }
  }
  async function disable(event: FormEvent) {
    event.preventDefault();
    if (await action.run(disableCall, { body: { code } }, t('secondFactor.disabled'))) setCode('');
  }

  const codeField = (id: string) => (
    <TextField
      id={id}
      className="mt-4"
      label={t('secondFactor.code')}
      dir="ltr"
      autoComplete="one-time-code"
      required
      value={code}
      onChange={(event) => setCode(event.target.value.trim())}
      inputClassName="max-w-xs"
    />
  );

  return (
    <section aria-labelledby="security-heading" className="max-w-2xl">
      <h1 id="security-heading" className="text-xl font-bold text-slate-900">
        {t('sections.security')}
      </h1>
      <h2 className="mt-4 text-lg font-bold text-slate-900">{t('secondFactor.heading')}</h2>
      {required && !enabled && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-950 ring-1 ring-amber-300">
          {t('secondFactor.requiredNotice')}
        </p>
      )}
      <p className="mt-3 text-slate-800">{enabled ? t('secondFactor.statusOn') : t('secondFactor.statusOff')}</p>
      <FormError message={action.error} />
      {recovery && (
        <div className="mt-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h2 className="font-semibold text-slate-900">{t('secondFactor.recoveryHeading')}</h2>
          <p className="mt-1 text-sm text-slate-700">{t('secondFactor.recoveryHint')}</p>
          <ul
            className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm"
            dir="ltr"
            aria-label={t('secondFactor.recoveryHeading')}
          >
            {recovery.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {!enabled && !setup && (
        <button
          type="button"
          className={`${primaryButton} mt-4`}
          disabled={action.pending}
          onClick={() => void start()}
        >
          {t('secondFactor.setUp')}
        </button>
      )}
      {!enabled && setup && (
        <form onSubmit={enable} className="mt-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <p className="text-sm text-slate-700">{t('secondFactor.scan')}</p>
          <div className="mt-3">
            <QrImage
              payload={setup.uri}
              label={t('secondFactor.qrLabel')}
              unavailable={t('secondFactor.qrUnavailable')}
              size={160}
            />
          </div>
          <p className="mt-2 text-sm text-slate-700">
            {t('secondFactor.manual')}{' '}
            <code dir="ltr" className="break-all rounded bg-slate-100 px-1" data-testid="totp-secret">
              {setup.secret}
            </code>
          </p>
          {codeField('enable-code')}
          <button type="submit" className={`${primaryButton} mt-4`} disabled={action.pending || !code}>
            {t('secondFactor.turnOn')}
          </button>
        </form>
      )}
      {enabled && !required && (
        <form onSubmit={disable} className="mt-4">
          {codeField('disable-code')}
          <button type="submit" className={`${smallButton} mt-3`} disabled={action.pending || !code}>
            {t('secondFactor.turnOff')}
          </button>
        </form>
      )}
      {workspace.role === 'owner' && (
        <label className="mt-6 flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={required}
            disabled={action.pending}
            onChange={(event) =>
              void action.run(policyCall, { body: { required: event.target.checked } }, t('secondFactor.policySaved'))
            }
          />
          {t('secondFactor.requireAll')}
        </label>
      )}
      {!(required && !enabled) && <CalendarFeedPanel workspace={workspace} />}
    </section>
  );
}
