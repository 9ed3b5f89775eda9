import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { TEarliestTime } from '@clinic/contract/catalog/get-earliest-time';
import { paths } from '../../../config/paths';
import { shortDate } from '../../../lib/dates';
import { useClinics } from '../../../lib/catalog/get-clinics';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { useEarliestTime } from '../api/get-earliest-time';

/** One branch's first free time, as a link that opens booking on that day with that time chosen. */
function FirstAvailableLink({
  treatmentId,
  entry,
  branchName,
}: {
  treatmentId: string;
  entry: TEarliestTime;
  branchName: string;
}) {
  const { t } = useTranslation('treatments');
  const { key } = useTenant();
  return (
    <Link
      to={paths.bookAt(key, treatmentId, entry.branch, entry.date, entry.start_time)}
      className="inline-flex min-h-11 items-center rounded-xl px-3 py-2 text-sm font-medium text-brand-800 underline decoration-brand-300 underline-offset-4 hover:bg-brand-50"
    >
      {t('firstAvailable', {
        day: shortDate(entry.date),
        time: `\u2066${entry.start_time}\u2069`,
        branch: branchName,
      })}
    </Link>
  );
}

/**
 * The soonest visit at each branch offering the treatment (or only `branchId`'s): nothing while loading or when
 * the search fails, since booking still works without it.
 */
export function FirstAvailable({ treatmentId, branchId }: { treatmentId: string; branchId?: string }) {
  const { t } = useTranslation('treatments');
  const earliest = useEarliestTime(treatmentId);
  const clinics = useClinics();
  const entries = (earliest.data ?? []).filter((e) => branchId === undefined || String(e.branch) === branchId);
  if (entries.length === 0) return null;
  const nameOf = (id: number) => clinics.data?.find((c) => c.id === String(id))?.name ?? t('branchNumber', { id });
  return branchId === undefined ? (
    <section aria-labelledby="first-available" className="mt-6">
      <h2 id="first-available" className="text-sm font-semibold text-slate-700">
        {t('soonest')}
      </h2>
      <ul className="mt-1 -ms-3">
        {entries.map((entry) => (
          <li key={entry.branch}>
            <FirstAvailableLink treatmentId={treatmentId} entry={entry} branchName={nameOf(entry.branch)} />
          </li>
        ))}
      </ul>
    </section>
  ) : (
    <FirstAvailableLink treatmentId={treatmentId} entry={entries[0]!} branchName={nameOf(entries[0]!.branch)} />
  );
}
