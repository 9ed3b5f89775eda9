import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TStaffWaitlistEntry } from '@clinic/contract/appointments/staff-waitlist';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { useTranslation } from '../../../../lib/use-translation';
import { clinicLocale } from '../../../../lib/intl-locale';
import { countryOfClinic } from '../../../../lib/clinic-week';
import { Spinner } from '../../../../components/ui/spinner';
import { StateMessage } from '../../../../components/ui/state-message';
import { useStaffAuth } from '../../core/api/staff-auth';
import { useChangeFeedback } from '../../core/api/use-change-feedback';
import { FormError } from '../../core/components/form-error';
import { smallButton } from '../../../../components/ui/button-styles';
import { shortDate } from '../../agenda/agenda-dates';
import { BookDialog } from '../../visit-actions/components/book-dialog';
import { waitlistQueryOptions } from '../api/get-waitlist';
import { useEndWaitlistEntry } from '../api/end-waitlist-entry';
import { RemoveEntryDialog } from './remove-entry-dialog';
import { PhoneText } from '../../../../components/phone-text';

type Open = { kind: 'book' | 'remove'; entry: TStaffWaitlistEntry } | null;

/**
 * The clinic's waitlist at the desk, first in line first: who waits for which treatment, where, on which days and
 * since when, and any freed time held for them. The desk books from an entry (the Book dialog filled in; the entry
 * is then served), marks it served, or removes it with a reason.
 */
export function WaitlistSection({ workspace }: { workspace: TStaffWorkspace }) {
  const { t, i18n } = useTranslation('waitlist');
  const list = useQuery(waitlistQueryOptions(useStaffAuth()));
  const end = useEndWaitlistEntry();
  const action = useChangeFeedback(end);
  const [open, setOpen] = useState<Open>(null);
  const since = new Intl.DateTimeFormat(clinicLocale(i18n.language, countryOfClinic(workspace.clinic)), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: workspace.clinic.time_zone,
  });
  const days = (entry: TStaffWaitlistEntry) =>
    entry.date === entry.until
      ? shortDate(entry.date, i18n.language)
      : t('range', { from: shortDate(entry.date, i18n.language), to: shortDate(entry.until, i18n.language) });
  // The doctor the patient chose, by the clinic's name for them; none: any doctor.
  const doctorOf = (entry: TStaffWaitlistEntry) =>
    entry.doctor_id === null
      ? t('anyDoctor')
      : (workspace.doctors.find((d) => d.id === entry.doctor_id)?.name ?? t('columns.doctor'));
  const served = (entry: TStaffWaitlistEntry) =>
    action.run(
      end,
      { params: { id: entry.id }, body: { outcome: 'served' } },
      t('served', { name: entry.patient.name }),
    );

  return (
    <section aria-labelledby="waitlist-heading">
      <h1 id="waitlist-heading" className="text-xl font-bold text-slate-900">
        {t('heading')}
      </h1>
      <p className="mt-1 max-w-prose text-sm text-slate-600">{t('intro')}</p>
      {list.isPending && <Spinner />}
      {list.isError && <StateMessage kind="error" message={t('failed')} onRetry={() => void list.refetch()} />}
      <FormError message={action.error} />
      {list.data?.entries.length === 0 && <p className="mt-4 text-slate-600">{t('empty')}</p>}
      {list.data && list.data.entries.length > 0 && (
        <div className="relative mt-3 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full text-sm">
            <thead>
              <tr>
                {(['patient', 'treatment', 'doctor', 'branch', 'days', 'since', 'status'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-start">
                    {t(`columns.${column}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-start">
                  <span className="sr-only">{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.entries.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-100 align-top" data-entry-id={entry.id}>
                  <td className="px-3 py-2">
                    <span className="font-semibold text-slate-900">{entry.patient.name}</span>
                    <br />
                    <a
                      href={`tel:+${entry.patient.phone}`}
                      dir="ltr"
                      className="whitespace-nowrap text-brand-800 underline"
                    >
                      <PhoneText phone={entry.patient.phone} country={countryOfClinic(workspace.clinic)} />
                    </a>
                  </td>
                  <td className="px-3 py-2">{entry.treatment}</td>
                  <td className="px-3 py-2">{doctorOf(entry)}</td>
                  <td className="px-3 py-2">{entry.branch}</td>
                  <td className="px-3 py-2">{days(entry)}</td>
                  <td className="px-3 py-2">{since.format(new Date(entry.created_at))}</td>
                  <td className="px-3 py-2">
                    {entry.offer ? (
                      <>
                        {t('offered', { date: shortDate(entry.offer.date, i18n.language) })}{' '}
                        <span dir="ltr">{entry.offer.time}</span>
                        <br />
                        <span className="text-slate-600">
                          {t('heldUntil', { when: since.format(new Date(entry.offer.expires_at)) })}
                        </span>
                      </>
                    ) : (
                      t('waiting')
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-col items-start gap-1">
                      <button type="button" className={smallButton} onClick={() => setOpen({ kind: 'book', entry })}>
                        {t('book', { name: entry.patient.name })}
                      </button>
                      <button
                        type="button"
                        className={smallButton}
                        disabled={action.pending}
                        onClick={() => void served(entry)}
                      >
                        {t('markServed', { name: entry.patient.name })}
                      </button>
                      <button type="button" className={smallButton} onClick={() => setOpen({ kind: 'remove', entry })}>
                        {t('remove', { name: entry.patient.name })}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open?.kind === 'remove' && <RemoveEntryDialog entry={open.entry} onClose={() => setOpen(null)} />}
      {open?.kind === 'book' && (
        <BookDialog
          workspace={workspace}
          branchId={open.entry.branch_id}
          date={open.entry.date}
          treatmentId={open.entry.treatment_id}
          doctorId={open.entry.doctor_id ?? undefined}
          chosen={{ id: open.entry.patient.id, name: open.entry.patient.name, phone: open.entry.patient.phone }}
          onBooked={() => void served(open.entry)}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
