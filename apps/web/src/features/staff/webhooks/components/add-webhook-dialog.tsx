import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { type TWebhookEvent, WEBHOOK_EVENTS } from '@clinic/contract/webhooks/staff-webhooks';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { showToast } from '../../../../components/ui/toast';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useCreateWebhook } from '../api/webhook-changes';
import { Refusable } from '../../core/components/field-refusal';
import { CheckboxField, SettingsDialog } from '../../core/components/settings-dialog';
import { TextField } from '../../../../components/ui/form-fields';

/** Adds an endpoint: its address, the events it hears and whether they carry the patient; then its secret, once. */
export function AddWebhookDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const creation = useCreateWebhook();
  const action = useChangeFeedback(creation);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<TWebhookEvent[]>(['appointment.booked']);
  const [includeContact, setIncludeContact] = useState(false);
  const [secret, setSecret] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { url: url.trim(), events, include_contact: includeContact };
    const answer = await action.run(creation, { body }, t('added'));
    if (answer) setSecret(answer.secret);
  }

  if (secret) {
    return (
      <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={t('secret.title')}>
        <p className="text-slate-800">{t('secret.intro')}</p>
        <TextField
          id="webhook-secret"
          className="mt-4"
          label={t('secret.label')}
          readOnly
          dir="ltr"
          value={secret}
          inputClassName="font-mono"
        />
        <div className="mt-5 flex gap-2">
          <button
            type="button"
            className={primaryButton}
            onClick={() =>
              void navigator.clipboard?.writeText(secret).then(
                () => showToast('success', t('secret.copied')),
                () => undefined,
              )
            }
          >
            {t('secret.copy')}
          </button>
          <button type="button" className={smallButton} onClick={onClose}>
            {t('secret.done')}
          </button>
        </div>
      </ModalDialog>
    );
  }

  const toggle = (name: TWebhookEvent, on: boolean) =>
    setEvents((current) => (on ? [...current, name] : current.filter((e) => e !== name)));

  return (
    <SettingsDialog
      title={t('add')}
      onSubmit={submit}
      onClose={onClose}
      pending={action.pending}
      refusal={action.refusal}
      submitLabel={t('addSubmit')}
    >
      <Refusable name="url" id="webhook-url">
        {(aria) => (
          <TextField
            {...aria}
            id="webhook-url"
            className="mt-4"
            label={t('fields.url')}
            type="url"
            dir="ltr"
            required
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        )}
      </Refusable>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-700">{t('fields.events')}</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <CheckboxField
            key={name}
            label={t(`events.${name.replace('.', '_')}` as 'events.appointment_booked')}
            checked={events.includes(name)}
            onChange={(on) => toggle(name, on)}
          />
        ))}
      </fieldset>
      <CheckboxField label={t('fields.includeContact')} checked={includeContact} onChange={setIncludeContact} />
      <p className="mt-1 text-sm text-slate-600">{t('fields.includeContactHint')}</p>
    </SettingsDialog>
  );
}
