import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { PERIOD_KINDS, type PeriodKind, monthOf } from './insights-period';

export type PeriodChoice = { kind: PeriodKind; custom: { from: string; to: string }; branch: number | null };

const isKind = (value: string | null): value is PeriodKind => PERIOD_KINDS.includes(value as PeriodKind);

/**
 * The owner's choice of period and branch lives in the address (?section=insights&period=custom&from=…&to=…&branch=…),
 * so a view of the figures can be bookmarked, shared and reloaded. Missing or unknown values: this week, all branches;
 * own dates default to this month until today. The address is read once and then follows the screen's own state:
 * a date typed part by part changes faster than the address does.
 */
export function useInsightsAddress(workspace: TStaffWorkspace): [PeriodChoice, (next: PeriodChoice) => void] {
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useState<PeriodChoice>(() => {
    const today = workspace.clinic.today;
    const kind = params.get('period');
    const branch = Number(params.get('branch'));
    return {
      kind: isKind(kind) ? kind : 'week',
      custom: { from: params.get('from') ?? monthOf(today).from, to: params.get('to') ?? today },
      branch: workspace.branches.some((known) => known.id === branch) ? branch : null,
    };
  });
  const go = (next: PeriodChoice) => {
    setChoice(next);
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        kept.set('period', next.kind);
        for (const end of ['from', 'to'] as const) {
          if (next.kind === 'custom') kept.set(end, next.custom[end]);
          else kept.delete(end);
        }
        if (next.branch === null) kept.delete('branch');
        else kept.set('branch', String(next.branch));
        return kept;
      },
      { replace: true },
    );
  };
  return [choice, go];
}
