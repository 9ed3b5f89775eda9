import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TFailedWhatsApp } from '@clinic/contract/messaging/staff-whatsapp';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { useTranslation } from '../../../../lib/use-translation';
import { clinicLocale } from '../../../../lib/intl-locale';
import { countryOfClinic } from '../../../../lib/clinic-week';
import { Spinner } from '../../../../components/ui/spinner';
import { StateMessage } from '../../../../components/ui/state-message';
import { useStaffAuth } from '../../core/api/staff-auth';
import { smallButton } from '../../../../components/ui/button-styles';
import { longDate } from '../../agenda/agenda-dates';
import { visitAddress } from '../../agenda/use-addressed-visit';
import { failedMessagesQueryOptions } from '../api/get-failed-messages';
import { PhoneText } from '../../../../components/phone-text';

/** What a message was, in the page's words: a confirmation names the change it confirmed. */
function kindKey(message: TFailedWhatsApp) {
  if (message.kind !== 'confirmation') return `kinds.${message.kind}` as const;
  const topic = (['booked', 'moved', 'cancelled'] as const).find((known) => known === message.topic) ?? 'booked';
  return `kinds.confirmation_${topic}` as const;
}

/**
 * WhatsApp messages that never reached their patient (after every retry, or WhatsApp said so): who, about which
 * visit, when, why in plain words and what to do, with the patient's phone to call and the visit to open.
 */
export function FailedMessagesSection({ workspace }: { workspace: TStaffWorkspace }) {
  const { t, i18n } = useTranslation('undelivered');
  const failed = useInfiniteQuery(failedMessagesQueryOptions(useStaffAuth()));
  const messages = failed.data?.pages.flatMap((page) => page.messages);
  const when = new Intl.DateTimeFormat(clinicLocale(i18n.language, countryOfClinic(workspace.clinic)), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: workspace.clinic.time_zone,
  });

  return (
    <section aria-labelledby="failed-heading">
      <h1 id="failed-heading" className="text-xl font-bold text-slate-900">
        {t('heading')}
      </h1>
      <p className="mt-1 max-w-prose text-sm text-slate-600">{t('intro')}</p>
      {failed.isPending && <Spinner />}
      {failed.isError && <StateMessage kind="error" message={t('failed')} onRetry={() => void failed.refetch()} />}
      {messages?.length === 0 && <p className="mt-4 text-slate-600">{t('empty')}</p>}
      <ul className="mt-4 space-y-3">
        {messages?.map((message) => {
          const name = message.patient.name ?? t('unnamed');
          const visit = message.visit;
          return (
            <li key={message.id}>
              <article
                aria-label={t('about', { name })}
                className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
                data-message-id={message.id}
              >
                <h2 className="font-semibold text-slate-900">
                  {name} · <PhoneText phone={message.patient.phone} country={countryOfClinic(workspace.clinic)} />
                </h2>
                <p className="text-sm text-slate-700">
                  {t(kindKey(message))} · {t('sentAt', { when: when.format(new Date(message.created_at)) })}
                </p>
                {visit && (
                  <p className="text-sm text-slate-700">
                    {t('visit', {
                      treatment: visit.treatment,
                      doctor: visit.doctor,
                      date: longDate(visit.date, i18n.language),
                      branch: visit.branch,
                    })}{' '}
                    <span dir="ltr">{visit.start_time}</span>
                    {visit.cancelled && <strong className="ms-2 text-red-800">{t('cancelled')}</strong>}
                  </p>
                )}
                <p className="mt-2 text-slate-900">
                  <strong>{t('why')}</strong> {t(`reasons.${message.reason}`)}
                </p>
                <p className="text-sm text-slate-700">{t(`advice.${message.reason}`)}</p>
                {message.last_error && (
                  <details className="mt-1 text-sm text-slate-600">
                    <summary className="cursor-pointer">{t('detail')}</summary>
                    <p dir="ltr" className="text-start font-mono text-xs">
                      {message.last_error} · {t('attempts', { count: message.attempts })}
                    </p>
                  </details>
                )}
                <div className="mt-3 flex flex-wrap gap-2">
                  <a className={smallButton} href={`tel:+${message.patient.phone}`}>
                    {t('call', { name })}
                  </a>
                  <a
                    className={smallButton}
                    href={`https://wa.me/${message.patient.phone}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('write', { name })}
                  </a>
                  {visit && message.appointment_id !== null && (
                    <Link
                      className={smallButton}
                      to={visitAddress({ id: message.appointment_id, date: visit.date, branch_id: visit.branch_id })}
                    >
                      {t('openVisit')}
                    </Link>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {failed.hasNextPage && (
        <button
          type="button"
          className={`${smallButton} mt-3`}
          disabled={failed.isFetchingNextPage}
          onClick={() => void failed.fetchNextPage()}
        >
          {t('older')}
        </button>
      )}
    </section>
  );
}
