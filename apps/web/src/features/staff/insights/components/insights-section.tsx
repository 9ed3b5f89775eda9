import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { Spinner } from '../../../../components/ui/spinner';
import { StateMessage } from '../../../../components/ui/state-message';
import { countryOfClinic, firstDayOfWeek } from '../../../../lib/clinic-week';
import { useStaffAuth } from '../../core/api/staff-auth';
import { type InsightsAsk, useInsights } from '../api/get-insights';
import { formatPeriod } from '../insights-format';
import { periodFor, rangeProblem } from '../insights-period';
import { useInsightsAddress } from '../use-insights-address';
import { DoctorsPanel, TreatmentsPanel, WeekdaysPanel } from './breakdowns';
import { PeriodControls } from './period-controls';
import { SummaryCards, SummaryComparison } from './summary-figures';

/** The owner's insights: a period's figures beside the period before's, as charts and as tables to download. */
export function InsightsSection({ workspace }: { workspace: TStaffWorkspace }) {
  const auth = useStaffAuth();
  const { t, i18n } = useTranslation('insights');
  const today = workspace.clinic.today;
  const firstDay = firstDayOfWeek(countryOfClinic({ time_zone: workspace.clinic.time_zone }));
  const [choice, setChoice] = useInsightsAddress(workspace);
  const period = periodFor(choice.kind, today, firstDay, choice.custom);
  const ask: InsightsAsk | null = period && { ...period, branch: choice.branch };
  const insights = useInsights(auth, ask);
  const data = insights.data;

  return (
    <section aria-labelledby="insights-heading" className="min-w-0 space-y-4">
      <div>
        <h1 id="insights-heading" className="text-xl font-bold text-slate-900">
          {t('heading')}
        </h1>
        <p className="mt-1 max-w-prose text-sm text-slate-600">{t('intro')}</p>
      </div>
      <PeriodControls
        choice={choice}
        problem={rangeProblem(choice.custom)}
        workspace={workspace}
        onChange={setChoice}
      />
      {insights.isPending && ask && <Spinner />}
      {insights.isError && <StateMessage kind="error" message={t('failed')} onRetry={() => void insights.refetch()} />}
      {data && ask && (
        <div className={`space-y-4 ${insights.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={insights.isFetching}>
          <p className="font-semibold text-slate-800">
            {t('period.shown', {
              period: formatPeriod(data, i18n.language),
              previous: formatPeriod(data.previous, i18n.language),
            })}
          </p>
          <SummaryCards insights={data} />
          {data.visits === 0 && <p className="text-slate-600">{t('none')}</p>}
          <SummaryComparison insights={data} ask={ask} />
          <div className="grid gap-4 xl:grid-cols-2">
            <DoctorsPanel insights={data} ask={ask} />
            <TreatmentsPanel insights={data} ask={ask} />
          </div>
          <WeekdaysPanel insights={data} ask={ask} firstDay={firstDay} />
        </div>
      )}
    </section>
  );
}
