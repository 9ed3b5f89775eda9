import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { useTranslation } from '../../../../lib/use-translation';
import { useNarrowScreen } from '../../../../lib/use-narrow-screen';
import type { AgendaPrefs } from '../use-agenda-prefs';
import { GridOptions } from './grid-options';
import { StatusLegend } from './status-legend';

type Props = { prefs: AgendaPrefs; onPrefs: (next: Partial<AgendaPrefs>) => void; visits: TDeskVisit[] };

/** Above the day's grid: the legend, the zoom and the colours; folded under a "Legend" button on a phone. */
export function GridKey({ prefs, onPrefs, visits }: Props) {
  const { t } = useTranslation('staff');
  const narrow = useNarrowScreen();
  const content = (
    <>
      <StatusLegend colour={prefs.colour} visits={visits} />
      <GridOptions prefs={prefs} onChange={onPrefs} />
    </>
  );
  if (!narrow) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
        {content}
      </div>
    );
  }
  return (
    <Disclosure className="group border-b border-slate-200 px-3 py-2 print:hidden">
      <Button
        slot="trigger"
        className="inline-flex items-center gap-1 rounded text-sm font-semibold text-slate-800 outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-brand-700"
      >
        {/* Points the way the page reads when folded (mirrored in Hebrew and Arabic), down when open. */}
        <span
          aria-hidden="true"
          className="inline-block rtl:-scale-x-100 group-data-[expanded]:rotate-90 rtl:group-data-[expanded]:-rotate-90"
        >
          ▸
        </span>
        {t('agenda.legend')}
      </Button>
      <DisclosurePanel>
        <div className="mt-2 flex flex-col gap-2">{content}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
