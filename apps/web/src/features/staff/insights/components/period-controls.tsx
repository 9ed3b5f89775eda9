import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { ClinicDateField } from '../../../../components/ui/date-field';
import { ChoiceField } from '../../../../components/ui/form-fields';
import { countryOfClinic } from '../../../../lib/clinic-week';
import { clinicLocale } from '../../../../lib/intl-locale';
import { PERIOD_KINDS, type PeriodKind, type RangeProblem } from '../insights-period';
import type { PeriodChoice } from '../use-insights-address';
import { SelectField } from '../../../../components/ui/select-field';

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
        <SelectField
          id="insights-branch"
          label={t('branch.label')}
          value={choice.branch ?? ''}
          onChange={(value) => onChange({ ...choice, branch: value ? Number(value) : null })}
          first={<option value="">{t('branch.all')}</option>}
          options={workspace.branches.map((branch) => ({ value: branch.id, label: branch.name }))}
        />
      )}
      {error && (
        <p id="insights-range-error" role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
