import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { primaryButton, smallButton } from '../../../../components/ui/button-styles';
import { useNarrowScreen } from '../../../../lib/use-narrow-screen';
import { ClinicDateField } from '../../../../components/ui/date-field';
import { useClinicLocale } from '../../core/api/use-clinic-locale';
import { addDays, isIsoDate } from '../agenda-dates';
import { type AgendaAddress, viewsOf } from '../use-agenda-address';

type Props = {
  workspace: TStaffWorkspace;
  address: AgendaAddress;
  live: boolean;
  onChange: (next: Partial<AgendaAddress>) => void;
  onBook: () => void;
  onBlock: () => void;
  /** More of the desk's controls (check-in), folded with these on a phone. */
  children?: ReactNode;
};

/**
 * Date, branch and view of the agenda, and the day's actions: book, block, print. On a phone only the day's steps
 * show, the rest folded under a "Day options" button, so the first screen shows the day itself.
 */
export function AgendaToolbar(props: Props) {
  const { t } = useTranslation(['staff', 'day']);
  const narrow = useNarrowScreen();
  if (!narrow) {
    return (
      <>
        <div className="flex flex-wrap items-end gap-3 print:hidden">
          <Controls {...props} steps={<DaySteps {...props} />} />
        </div>
        {props.children}
      </>
    );
  }
  return (
    <Disclosure className="group print:hidden" data-testid="agenda-options">
      <div className="flex items-center gap-1">
        <DaySteps {...props} short />
        <Button
          slot="trigger"
          className={`${smallButton} ms-auto inline-flex items-center gap-1 outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-brand-700`}
        >
          <span aria-hidden="true">☰</span>
          {t('day:list.menu')}
        </Button>
      </div>
      {/* The panel's box stays when folded (hidden until found): its look is on the inside. */}
      <DisclosurePanel>
        <div className="mt-2 rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <div className="flex flex-wrap items-end gap-3">
            <Controls {...props} />
          </div>
          {props.children}
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** Back a day (or week), to today, on a day (or week); short: arrows (named for screen readers) on a phone. */
function DaySteps({ workspace, address, onChange, short = false }: Props & { short?: boolean }) {
  const { t } = useTranslation('staff');
  const step = address.view === 'week' ? 7 : 1;
  // The arrows point the way the page reads: mirrored in Hebrew and Arabic.
  const arrow = (sign: string) => (
    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
      {sign}
    </span>
  );
  return (
    <div className="flex gap-1">
      <button
        type="button"
        className={smallButton}
        aria-label={short ? t('toolbar.previous') : undefined}
        onClick={() => onChange({ date: addDays(address.date, -step) })}
      >
        {short ? arrow('‹') : t('toolbar.previous')}
      </button>
      <button type="button" className={smallButton} onClick={() => onChange({ date: workspace.clinic.today })}>
        {t('toolbar.today')}
      </button>
      <button
        type="button"
        className={smallButton}
        aria-label={short ? t('toolbar.next') : undefined}
        onClick={() => onChange({ date: addDays(address.date, step) })}
      >
        {short ? arrow('›') : t('toolbar.next')}
      </button>
    </div>
  );
}

/** The date, the branch (not for a doctor's own day, which spans their branches), the view and the actions. */
function Controls({ workspace, address, live, onChange, onBook, onBlock, steps }: Props & { steps?: ReactNode }) {
  const { t } = useTranslation('staff');
  const locale = useClinicLocale();
  return (
    <>
      <div>
        <ClinicDateField
          id="agenda-date"
          label={t('toolbar.date')}
          value={address.date}
          onChange={(date) => isIsoDate(date) && onChange({ date })}
          locale={locale}
          error={undefined}
        />
      </div>
      {steps}
      {address.view !== 'list' && (
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
      )}
      <fieldset className="flex gap-1">
        <legend className="sr-only">{t('toolbar.view')}</legend>
        {viewsOf(workspace).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={address.view === view}
            onClick={() => onChange({ view })}
            className={`${smallButton} aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white`}
          >
            {t(view === 'list' ? 'toolbar.myDay' : `toolbar.${view}`)}
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
    </>
  );
}
