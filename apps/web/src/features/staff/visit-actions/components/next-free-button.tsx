import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TStaffNextFree } from '@clinic/contract/staff/staff-next-free';
import { useTranslation } from '../../../../lib/use-translation';
import { shortDate } from '../../agenda/agenda-dates';
import { useStaffAuth } from '../../core/api/staff-auth';
import { refusalOf } from '../../core/api/use-change-feedback';
import { smallButton } from '../../../../components/ui/button-styles';
import { type NextFreeQuery, nextFreeQueryOptions } from '../api/get-next-free';

type Props = {
  id: string;
  /** What to look for; null while the form lacks a treatment. */
  query: NextFreeQuery | null;
  /** Fills the form with the time found; answers the name of the doctor it is with. */
  onFound: (next: TStaffNextFree) => string;
};

/**
 * "Next available": asks the server for the first time one doctor is free for the whole visit and fills the form
 * with it, saying what it chose (date, time, doctor) in a polite live region.
 */
export function NextFreeButton({ id, query, onFound }: Props) {
  const { t, i18n } = useTranslation('staff');
  const auth = useStaffAuth();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');

  async function find() {
    if (!query) return;
    setBusy(true);
    setNote('');
    try {
      const { next } = await client.fetchQuery(nextFreeQueryOptions(auth, query));
      if (!next) setNote(t('nextFree.none'));
      else {
        const doctor = onFound(next);
        setNote(t('nextFree.found', { date: shortDate(next.date, i18n.language), time: next.start_time, doctor }));
      }
    } catch (failure) {
      setNote(refusalOf(failure, t).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
      <button id={id} type="button" className={smallButton} disabled={!query || busy} onClick={() => void find()}>
        {busy ? t('nextFree.looking') : t('nextFree.button')}
      </button>
      <p role="status" className="text-sm text-slate-800">
        {note}
      </p>
    </div>
  );
}
