import { useTranslation } from '../../../../lib/use-translation';
import type { TDeskAgenda, TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import type { TAgendaBlock } from '@clinic/contract/staff/staff-agenda';
import { shortDate } from '../agenda-dates';
import { foldedDays } from '../week/folded-days';
import { VisitButton } from './visit-button';

type Props = {
  agenda: TDeskAgenda;
  onOpenVisit: (visit: TDeskVisit) => void;
  onOpenBlock: (block: TAgendaBlock) => void;
};

/**
 * A week: a row per doctor, a column per day, each cell that doctor's visits and blocked time of the day. Days
 * nobody works and nothing is booked are left out with a note, so a week fits a 1366-pixel screen; on a narrower
 * one the table scrolls sideways with the doctors' names kept in view.
 */
export function WeekTable({ agenda, onOpenVisit, onOpenBlock }: Props) {
  const { t, i18n } = useTranslation(['staff', 'day']);
  const folded = foldedDays(agenda);
  const dates = agenda.dates.filter((date) => !folded.includes(date));
  return (
    <>
      {folded.length > 0 && (
        <p className="mt-3 text-sm text-slate-700" data-testid="closed-days">
          {t('day:closedDays', { days: folded.map((date) => shortDate(date, i18n.language)).join(', ') })}
        </p>
      )}
      <div
        className="relative mt-3 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200"
        data-testid="week-table"
        // Focusable: it may scroll sideways on a narrow screen.
        tabIndex={0}
        role="region"
        aria-label={t('toolbar.week')}
      >
        <table
          className="w-full table-fixed border-collapse text-sm"
          style={{ minWidth: `${8 + dates.length * 8}rem` }}
        >
          <colgroup>
            <col className="w-32" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className="sticky start-0 z-10 border-b border-slate-200 bg-white px-3 py-2 text-start">
                {t('agenda.doctor')}
              </th>
              {dates.map((date) => (
                <th key={date} scope="col" className="border-b border-s border-slate-200 px-2 py-2 text-start">
                  {shortDate(date, i18n.language)}
                  {(agenda.opening[date] ?? []).length === 0 && (
                    <span className="block text-xs font-normal text-slate-600">{t('agenda.closed')}</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {agenda.doctors.map((doctor) => (
              <tr key={doctor.id} className="align-top">
                <th
                  scope="row"
                  className="sticky start-0 z-10 border-b border-slate-200 bg-white px-3 py-2 text-start font-semibold break-words"
                >
                  {doctor.name}
                </th>
                {dates.map((date) => (
                  <td key={date} className="border-b border-s border-slate-200 p-1">
                    {(agenda.opening[date] ?? []).length > 0 && (doctor.hours[date] ?? []).length === 0 && (
                      <span className="block px-2 py-1 text-xs text-slate-600">{t('agenda.dayOff')}</span>
                    )}
                    {agenda.blocks
                      .filter((b) => b.date === date && (b.doctor_id === null || b.doctor_id === doctor.id))
                      .map((block) => (
                        <button
                          key={block.id}
                          type="button"
                          onClick={() => onOpenBlock(block)}
                          className="my-0.5 block w-full rounded-md border border-dashed border-slate-500 bg-slate-100 px-2 py-1 text-start text-xs text-slate-800"
                        >
                          <span dir="ltr">
                            {block.start_time}–{block.end_time}
                          </span>{' '}
                          {t('agenda.blocked', { reason: block.reason })}
                        </button>
                      ))}
                    {agenda.visits
                      .filter((v) => v.date === date && v.doctor_id === doctor.id)
                      .map((visit) => (
                        <VisitButton key={visit.id} visit={visit} onOpen={onOpenVisit} compact />
                      ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
