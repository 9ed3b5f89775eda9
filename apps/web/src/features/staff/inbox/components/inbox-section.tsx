import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { useStaffAuth } from '../../core/api/staff-auth';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { type MessagesFilter, messagesQueryOptions } from '../api/get-messages';
import { useMarkMessageAnswered } from '../api/mark-message-answered';
import { useMarkMessageRead } from '../api/mark-message-read';
import { FormError } from '../../core/components/form-error';
import { smallButton } from '../../../../components/ui/button-styles';
import { intlLocale } from '../../../../lib/intl-locale';
import { PhoneText } from '../../../../components/phone-text';
import { useClinicCountry } from '../../core/api/use-clinic-country';

type Filter = MessagesFilter;

/** What patients sent through the contact form: unread first; marked read or answered; replied to on WhatsApp or by email. */
export function InboxSection() {
  const { t, i18n } = useTranslation('setup');
  const country = useClinicCountry();
  const auth = useStaffAuth();
  const [filter, setFilter] = useState<Filter>('all');
  const inbox = useQuery(messagesQueryOptions(auth, filter));
  const markRead = useMarkMessageRead();
  const markAnswered = useMarkMessageAnswered();
  const action = useChangeFeedback(markRead, markAnswered);
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <section aria-labelledby="inbox-heading" className="max-w-3xl">
      <h1 id="inbox-heading" className="text-xl font-bold text-slate-900">
        {t('inbox.heading')}
      </h1>
      {inbox.data && (
        <p className="mt-1 text-sm text-slate-700">
          {t('inbox.counts', { unread: inbox.data.unread, unanswered: inbox.data.unanswered })}
        </p>
      )}
      <label htmlFor="inbox-filter" className="mt-3 block text-sm font-medium text-slate-700">
        {t('inbox.show')}
      </label>
      <select
        id="inbox-filter"
        value={filter}
        onChange={(event) => setFilter(event.target.value as Filter)}
        className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5"
      >
        {(['all', 'unread', 'unanswered'] as const).map((value) => (
          <option key={value} value={value}>
            {t(`inbox.filters.${value}`)}
          </option>
        ))}
      </select>
      <FormError message={action.error} />
      {inbox.data?.messages.length === 0 && <p className="mt-3 text-slate-600">{t('inbox.empty')}</p>}
      <ul className="mt-3 space-y-3">
        {inbox.data?.messages.map((message) => (
          <li key={message.id}>
            <article
              aria-label={t('inbox.from', { name: message.name })}
              className={`rounded-xl bg-white p-4 ring-1 ${message.read ? 'ring-slate-200' : 'ring-brand-600'}`}
            >
              <h2 className="font-semibold text-slate-900">
                {t('inbox.from', { name: message.name })}{' '}
                {!message.read && <span className="text-sm font-normal text-brand-800">{t('inbox.unread')}</span>}
                {message.answered && <span className="text-sm font-normal text-slate-600">{t('inbox.answered')}</span>}
              </h2>
              <p className="text-sm text-slate-600">
                {time.format(new Date(message.created_at))} · <span dir="ltr">{message.email}</span> ·{' '}
                <PhoneText phone={message.phone} country={country} />
              </p>
              <p className="mt-2 whitespace-pre-wrap text-slate-900">{message.message}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <a className={smallButton} href={`https://wa.me/${message.phone}`} target="_blank" rel="noreferrer">
                  {t('inbox.replyWhatsApp')}
                </a>
                <a className={smallButton} href={`mailto:${message.email}`}>
                  {t('inbox.replyEmail')}
                </a>
                {!message.read && (
                  <button
                    type="button"
                    className={smallButton}
                    disabled={action.pending}
                    onClick={() => void action.run(markRead, { params: { id: message.id } }, t('inbox.markedRead'))}
                  >
                    {t('inbox.markRead')}
                  </button>
                )}
                {!message.answered && (
                  <button
                    type="button"
                    className={smallButton}
                    disabled={action.pending}
                    onClick={() =>
                      void action.run(markAnswered, { params: { id: message.id } }, t('inbox.markedAnswered'))
                    }
                  >
                    {t('inbox.markAnswered')}
                  </button>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
