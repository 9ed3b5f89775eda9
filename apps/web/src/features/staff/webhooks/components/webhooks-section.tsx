import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import type { TWebhookEndpoint } from '@clinic/contract/webhooks/staff-webhooks';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';
import { useStaffAuth } from '../../core/api/staff-auth';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { useRemoveWebhook, useResumeWebhook } from '../api/webhook-changes';
import { FormError } from '../../core/components/form-error';
import { webhooksQueryOptions } from '../api/webhook-calls';
import { AddWebhookDialog } from './add-webhook-dialog';
import { WebhookDeliveries } from './webhook-deliveries';

/** The owner's webhooks: endpoints that hear the clinic's events, their last deliveries, and changes to them. */
export function WebhooksSection() {
  const { t } = useTranslation('webhooks');
  const list = useQuery(webhooksQueryOptions(useStaffAuth()));
  const removal = useRemoveWebhook();
  const resumption = useResumeWebhook();
  const action = useChangeFeedback(removal, resumption);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TWebhookEndpoint>();

  async function remove(endpoint: TWebhookEndpoint) {
    const done = await action.run(removal, { params: { id: endpoint.id } }, t('removed'));
    if (done) setRemoving(undefined);
  }

  return (
    <section aria-labelledby="webhooks-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="webhooks-heading" className="text-xl font-bold text-slate-900">
          {t('heading')}
        </h1>
        <button type="button" className={primaryButton} onClick={() => setAdding(true)}>
          {t('add')}
        </button>
      </div>
      <p className="mt-1 max-w-prose text-sm text-slate-600">{t('intro')}</p>
      {list.isPending && <Spinner />}
      {list.data?.endpoints.length === 0 && <p className="mt-4 text-slate-600">{t('empty')}</p>}
      <ul className="mt-4 space-y-4">
        {list.data?.endpoints.map((endpoint) => (
          <li key={endpoint.id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p dir="ltr" className="break-all text-start font-semibold text-slate-900">
                  {endpoint.url}
                </p>
                <p className="text-sm text-slate-600">
                  {endpoint.events
                    .map((name) => t(`events.${name.replace('.', '_')}` as 'events.appointment_booked'))
                    .join(' · ')}
                </p>
                <p className="text-sm text-slate-600">{t(endpoint.include_contact ? 'contactOn' : 'contactOff')}</p>
              </div>
              <div className="flex gap-2">
                {endpoint.status === 'paused' && (
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => void action.run(resumption, { params: { id: endpoint.id } }, t('resumed'))}
                  >
                    {t('resume')}
                  </button>
                )}
                <button type="button" className={smallButton} onClick={() => setRemoving(endpoint)}>
                  {t('remove')}
                </button>
              </div>
            </div>
            {endpoint.status === 'paused' && (
              <p role="status" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t('pausedNotice')}
              </p>
            )}
            <h2 className="mt-3 text-sm font-semibold text-slate-800">{t('deliveries.heading')}</h2>
            <WebhookDeliveries endpoint={endpoint} />
          </li>
        ))}
      </ul>
      {!removing && <FormError message={action.error} />}
      {adding && <AddWebhookDialog onClose={() => setAdding(false)} />}
      {removing && (
        <ModalDialog isOpen onOpenChange={(open) => !open && setRemoving(undefined)} title={t('removeTitle')}>
          <p className="text-slate-800">{t('removeConfirm', { url: removing.url })}</p>
          <FormError message={action.error} />
          <div className="mt-5 flex gap-2">
            <button
              type="button"
              className={primaryButton}
              disabled={action.pending}
              onClick={() => void remove(removing)}
            >
              {t('remove')}
            </button>
            <button type="button" className={smallButton} onClick={() => setRemoving(undefined)}>
              {t('cancel')}
            </button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
}
