import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '../../../../lib/i18n';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** The figures of one period and branch (all: no branch), beside the period before. */
export type InsightsAsk = { from: string; to: string; branch: number | null };

export const insightsQueryOptions = (auth: StaffAuth, ask: InsightsAsk) =>
  queryOptions({
    // The language is in the key: doctors' and treatments' names come in it.
    queryKey: [...staffKeys.all(auth), 'insights', ask, i18n.language] as const,
    queryFn: ({ signal }) =>
      staffCall(
        auth,
        'staffInsights',
        { query: { from: ask.from, to: ask.to, ...(ask.branch === null ? {} : { branch: ask.branch }) } },
        signal,
      ),
  });

/** The figures of the asked period; the last ones stay on the screen while another period loads. */
export const useInsights = (auth: StaffAuth, ask: InsightsAsk | null) =>
  useQuery({
    ...insightsQueryOptions(auth, ask ?? { from: '', to: '', branch: null }),
    enabled: ask !== null,
    placeholderData: keepPreviousData,
  });
