import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffAuth } from './staff-auth';
import type { StaffAuth } from './staff-calls';

/**
 * One staff change as a mutation, made with the workspace's login. Done, it reads again only the queries it
 * changes (`changes` names their keys or key prefixes); the returned promise waits for that.
 */
export function useStaffMutation<TInput, TAnswer>(options: {
  change: (auth: StaffAuth, input: TInput) => Promise<TAnswer>;
  changes: (auth: StaffAuth, input: TInput, answer: TAnswer) => readonly QueryKey[];
}) {
  const auth = useStaffAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => options.change(auth, input),
    onSuccess: (answer, input) =>
      Promise.all(options.changes(auth, input, answer).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
