import { useTranslation } from '../../../../lib/use-translation';
import { type AgendaPrefs, ZOOMS } from '../use-agenda-prefs';

const choice =
  'rounded border border-slate-300 bg-white px-2 py-0.5 text-slate-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';

/** The day grid's zoom (minutes a row) and what its colours mean: status or treatment. */
export function GridOptions({
  prefs,
  onChange,
}: {
  prefs: AgendaPrefs;
  onChange: (next: Partial<AgendaPrefs>) => void;
}) {
  const { t } = useTranslation('day');
  return (
    <div className="flex flex-wrap items-center gap-3 text-xs">
      <div role="group" aria-label={t('zoom')} className="flex items-center gap-1">
        <span aria-hidden="true" className="font-semibold text-slate-700">
          {t('zoom')}
        </span>
        {ZOOMS.map((zoom) => (
          <button
            key={zoom}
            type="button"
            aria-pressed={prefs.zoom === zoom}
            onClick={() => onChange({ zoom })}
            className={choice}
          >
            <bdi>{t('zoomStep', { minutes: zoom })}</bdi>
          </button>
        ))}
      </div>
      <div role="group" aria-label={t('colourBy')} className="flex items-center gap-1">
        <span aria-hidden="true" className="font-semibold text-slate-700">
          {t('colourBy')}
        </span>
        {(['status', 'treatment'] as const).map((colour) => (
          <button
            key={colour}
            type="button"
            aria-pressed={prefs.colour === colour}
            onClick={() => onChange({ colour })}
            className={choice}
          >
            {t(colour === 'status' ? 'byStatus' : 'byTreatment')}
          </button>
        ))}
      </div>
    </div>
  );
}
