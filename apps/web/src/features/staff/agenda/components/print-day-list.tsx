import { useTranslation } from '../../../../lib/use-translation';
import { timeRange } from '../agenda-dates';
import type { TDeskAgenda } from '@clinic/contract/staff/agenda-visits';

/** The day as a list for paper: only printed (the grid is for the screen), by time, with phone numbers. */
export function PrintDayList({ agenda, date }: { agenda: TDeskAgenda; date: string }) {
  const { t } = useTranslation(['staff', 'day']);
  const visits = agenda.visits
    .filter((visit) => visit.date === date && visit.status !== 'cancelled')
    .toSorted((a, b) => a.start_time.localeCompare(b.start_time) || a.doctor_name.localeCompare(b.doctor_name));
  return (
    <table className="hidden w-full border-collapse text-sm print:table">
      <thead>
        <tr>
          {[
            t('visit.when'),
            t('visit.doctor'),
            t('visit.patient'),
            t('visit.phone'),
            t('visit.treatment'),
            t('visit.status'),
            t('day:visitNote'),
          ].map((heading) => (
            <th key={heading} scope="col" className="border-b border-slate-400 py-1 text-start">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {visits.map((visit) => (
          <tr key={visit.id} className="border-b border-slate-200">
            <td className="py-1">{timeRange(visit.start_time, visit.end_time)}</td>
            <td className="py-1">{visit.doctor_name}</td>
            <td className="py-1">
              {visit.family_member_name ? `${visit.family_member_name} (${visit.patient_name})` : visit.patient_name}
            </td>
            {/* The server writes the phone as the clinic does; the agenda loads no phone library for paper. */}
            <td className="py-1" dir="ltr">
              {visit.patient_phone ? <bdi dir="ltr">{visit.patient_phone}</bdi> : null}
            </td>
            <td className="py-1">{visit.treatment}</td>
            <td className="py-1">{t(`status.${visit.status}`)}</td>
            <td className="py-1 break-words whitespace-pre-wrap">{visit.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
