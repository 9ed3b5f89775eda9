import { useTranslation } from '../../../lib/use-translation';
import type { Step } from '../booking-rules';

export function StepBar({ steps, current }: { steps: Step[]; current: Step }) {
  const { t } = useTranslation('booking');
  const at = steps.indexOf(current);
  return (
    <nav aria-label={t('steps.label')} className="no-print">
      <ol className="flex items-start">
        {steps.map((step, i) => {
          const done = i < at;
          const active = i === at;
          return (
            <li
              key={step}
              className="flex flex-1 flex-col items-center gap-1.5 text-center"
              aria-current={active ? 'step' : undefined}
            >
              <div className="flex w-full items-center">
                <span
                  className={`h-0.5 flex-1 ${i === 0 ? 'invisible' : done || active ? 'bg-brand-600' : 'bg-slate-200'}`}
                />
                <span
                  className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                    active
                      ? 'bg-brand-700 text-white ring-4 ring-brand-100'
                      : done
                        ? 'bg-brand-600 text-white'
                        : 'bg-slate-200 text-slate-600'
                  }`}
                >
                  {done ? '✓' : i + 1}
                </span>
                <span
                  className={`h-0.5 flex-1 ${i === steps.length - 1 ? 'invisible' : done ? 'bg-brand-600' : 'bg-slate-200'}`}
                />
              </div>
              <span className={`px-1 text-xs sm:text-sm ${active ? 'font-semibold text-brand-800' : 'text-slate-600'}`}>
                {t(`steps.${step}`)}
                {(active || done) && (
                  <span className="sr-only"> ({active ? t('steps.current') : t('steps.done')})</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
