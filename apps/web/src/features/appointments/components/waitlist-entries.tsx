import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { shortDate } from '../../../lib/dates';
import { useLeaveWaitlist, useWaitlist } from '../api/waitlist';

/** The patient's waitlist entries, each with the time offered now (its booking link) and a remove button. */
export function WaitlistEntries() {
  const { t } = useTranslation('appointments');
  const query = useWaitlist(true);
  const leave = useLeaveWaitlist();
  const entries = query.data?.entries ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-heading" className="mt-10">
      <h2 id="waitlist-heading" className="text-xl font-semibold text-slate-900">
        {t('waitlist.heading')}
      </h2>
      <ul className="mt-4 grid gap-3">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <div>
              <p className="font-semibold text-slate-800">
                {[entry.treatment_name, entry.doctor_name, entry.branch_name].filter(Boolean).join(', ')}
              </p>
              <p className="text-slate-600">
                {entry.until === entry.date
                  ? t('waitlist.day', { date: shortDate(entry.date) })
                  : t('waitlist.days', { from: shortDate(entry.date), to: shortDate(entry.until) })}
              </p>
              {entry.offer ? (
                <Link className="font-medium text-brand-800 underline" to={entry.offer.link}>
                  {t('waitlist.offered', { date: shortDate(entry.offer.date), time: entry.offer.time })}
                </Link>
              ) : null}
            </div>
            <button
              type="button"
              className="rounded-full px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-50"
              disabled={leave.isPending}
              onClick={() => leave.mutate(entry.id)}
            >
              {t('waitlist.remove')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
