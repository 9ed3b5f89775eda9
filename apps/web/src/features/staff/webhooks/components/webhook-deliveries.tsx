import { useTranslation } from '../../../../lib/use-translation';
import type { TWebhookEndpoint } from '@clinic/contract/webhooks/staff-webhooks';
import { intlLocale } from '../../../../lib/intl-locale';

/** An endpoint's last deliveries, newest first: what, when, how it went and what the receiver answered. */
export function WebhookDeliveries({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const { t, i18n } = useTranslation('webhooks');
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'short', timeStyle: 'medium' });
  const when = (iso: string | null) => (iso ? time.format(new Date(iso)) : '–');
  if (endpoint.deliveries.length === 0) return <p className="mt-2 text-sm text-slate-600">{t('deliveries.none')}</p>;
  return (
    <div className="relative mt-2 overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('deliveries.caption', { url: endpoint.url })}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-1 text-start font-medium">
              {t('deliveries.event')}
            </th>
            <th scope="col" className="px-2 py-1 text-start font-medium">
              {t('deliveries.created')}
            </th>
            <th scope="col" className="px-2 py-1 text-start font-medium">
              {t('deliveries.status')}
            </th>
            <th scope="col" className="px-2 py-1 text-start font-medium">
              {t('deliveries.attempts')}
            </th>
            <th scope="col" className="px-2 py-1 text-start font-medium">
              {t('deliveries.answer')}
            </th>
            <th scope="col" className="px-2 py-1 text-start font-medium">
              {t('deliveries.last')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {endpoint.deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td className="px-2 py-1">
                {t(`events.${delivery.type.replace('.', '_')}` as 'events.appointment_booked')}
              </td>
              <td className="px-2 py-1">{when(delivery.created_at)}</td>
              <td className="px-2 py-1">
                {t(`deliveries.statuses.${delivery.status}`)}
                {delivery.status === 'pending' && delivery.next_attempt_at && (
                  <span className="block text-slate-600">
                    {t('deliveries.next', { time: when(delivery.next_attempt_at) })}
                  </span>
                )}
              </td>
              <td className="px-2 py-1">{delivery.attempts}</td>
              <td className="px-2 py-1" dir="ltr">
                {delivery.http_status ?? delivery.error ?? '–'}
              </td>
              <td className="px-2 py-1">{when(delivery.last_attempt_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
