import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { ClinicDateField } from '../../../../components/ui/date-field';
import { ChoiceField } from '../../../../components/ui/form-fields';
import { countryOfClinic } from '../../../../lib/clinic-week';
import { clinicLocale } from '../../../../lib/intl-locale';
import { fieldClass, labelClass } from '../../workspace/components/form-styles';
import { PERIOD_KINDS, type PeriodKind, type RangeProblem } from '../insights-period';
import type { PeriodChoice } from '../use-insights-address';

/** The owner's choice of period (this week, this month, dates of their own) and of branch (or all). */
export function PeriodControls({
  choice,
  problem,
  workspace,
  onChange,
}: {
  choice: PeriodChoice;
  problem: RangeProblem | null;
  workspace: TStaffWorkspace;
  onChange: (choice: PeriodChoice) => void;
}) {
  const { t, i18n } = useTranslation('insights');
  const error = choice.kind === 'custom' && problem ? t(`period.${problem}`) : undefined;
  const locale = clinicLocale(i18n.language, countryOfClinic(workspace.clinic));
  const setDate = (end: 'from' | 'to', value: string) =>
    onChange({ ...choice, custom: { ...choice.custom, [end]: value } });

  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <ChoiceField<PeriodKind>
        id="insights-period"
        name="insights-period"
        legend={t('period.label')}
        choices={PERIOD_KINDS.map((kind) => ({ value: kind, label: t(`period.${kind}`) }))}
        value={choice.kind}
        onChange={(kind) => onChange({ ...choice, kind })}
        error={undefined}
      />
      {choice.kind === 'custom' && (
        <div className="flex flex-wrap gap-3">
          {(['from', 'to'] as const).map((end) => (
            <ClinicDateField
              key={end}
              id={`insights-${end}`}
              label={t(`period.${end}`)}
              value={choice.custom[end]}
              onChange={(value) => setDate(end, value)}
              locale={locale}
              error={error}
              errorId="insights-range-error"
            />
          ))}
        </div>
      )}
      {workspace.branches.length > 1 && (
        <div>
          <label htmlFor="insights-branch" className={`${labelClass} mt-0`}>
            {t('branch.label')}
          </label>
          <select
            id="insights-branch"
            value={choice.branch ?? ''}
            onChange={(event) =>
              onChange({ ...choice, branch: event.target.value ? Number(event.target.value) : null })
            }
            className={fieldClass}
          >
            <option value="">{t('branch.all')}</option>
            {workspace.branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <p id="insights-range-error" role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
