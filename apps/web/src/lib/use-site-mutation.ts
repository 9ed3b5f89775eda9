import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TenantContextValue, useTenant } from './tenant/tenant-context';

/**
 * One change of the patient site as a mutation, made for the current clinic. Settled (done or refused, since a
 * refusal can mean the data moved), it reads again the queries it changes: `changes` names their key prefixes from
 * `siteKeys`. By default the returned promise waits for that; `refresh: 'behind'` settles at once and lets the
 * lists refresh behind the next screen.
 */
export function useSiteMutation<TInput, TAnswer>(options: {
  change: (tenant: TenantContextValue, input: TInput) => Promise<TAnswer>;
  changes: (key: string) => readonly QueryKey[];
  refresh?: 'wait' | 'behind';
}) {
  const tenant = useTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => options.change(tenant, input),
    onSettled: () => {
      const refreshed = Promise.all(
        options.changes(tenant.key).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      return options.refresh === 'behind' ? undefined : refreshed;
    },
  });
}
