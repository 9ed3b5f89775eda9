import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { primaryButton } from '../../../../components/ui/button-styles';
import { addDays, isIsoDate } from '../agenda-dates';
import type { AgendaAddress } from '../use-agenda-address';
import { smallButton } from '../../workspace/components/form-styles';

type Props = {
  workspace: TStaffWorkspace;
  address: AgendaAddress;
  live: boolean;
  onChange: (next: Partial<AgendaAddress>) => void;
  onBook: () => void;
  onBlock: () => void;
};

/** Date, branch and view of the agenda, and the day's actions: book, block, print. */
export function AgendaToolbar({ workspace, address, live, onChange, onBook, onBlock }: Props) {
  const { t } = useTranslation('staff');
  const step = address.view === 'week' ? 7 : 1;
  return (
    <div className="flex flex-wrap items-end gap-3 print:hidden">
      <div>
        <label htmlFor="agenda-date" className="block text-sm font-medium text-slate-700">
          {t('toolbar.date')}
        </label>
        <input
          id="agenda-date"
          type="date"
          value={address.date}
          onChange={(event) => isIsoDate(event.target.value) && onChange({ date: event.target.value })}
          className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5"
        />
      </div>
      <div className="flex gap-1">
        <button type="button" className={smallButton} onClick={() => onChange({ date: addDays(address.date, -step) })}>
          {t('toolbar.previous')}
        </button>
        <button type="button" className={smallButton} onClick={() => onChange({ date: workspace.clinic.today })}>
          {t('toolbar.today')}
        </button>
        <button type="button" className={smallButton} onClick={() => onChange({ date: addDays(address.date, step) })}>
          {t('toolbar.next')}
        </button>
      </div>
      <div>
        <label htmlFor="agenda-branch" className="block text-sm font-medium text-slate-700">
          {t('toolbar.branch')}
        </label>
        <select
          id="agenda-branch"
          value={address.branch}
          onChange={(event) => onChange({ branch: Number(event.target.value) })}
          className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5"
        >
          {workspace.branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex gap-1">
        <legend className="sr-only">{t('toolbar.view')}</legend>
        {(['day', 'week'] as const).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={address.view === view}
            onClick={() => onChange({ view })}
            className={`${smallButton} aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white`}
          >
            {t(`toolbar.${view}`)}
          </button>
        ))}
      </fieldset>
      <div className="ms-auto flex flex-wrap items-center gap-2">
        {live && (
          <span className="flex items-center gap-1 text-sm text-emerald-800">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
            {t('toolbar.live')}
          </span>
        )}
        <button type="button" className={smallButton} onClick={() => window.print()}>
          {t('toolbar.print')}
        </button>
        <button type="button" className={smallButton} onClick={onBlock}>
          {t('toolbar.block')}
        </button>
        <button type="button" className={primaryButton} onClick={onBook}>
          {t('toolbar.book')}
        </button>
      </div>
    </div>
  );
}
