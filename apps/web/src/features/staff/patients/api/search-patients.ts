import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** The patients whose name or phone holds a text (two letters at least). */
export const patientsQueryOptions = (auth: StaffAuth, text: string) =>
  queryOptions({
    queryKey: staffKeys.patients(auth, text),
    queryFn: ({ signal }) => staffCall(auth, 'staffPatients', { query: { q: text } }, signal),
    enabled: text.trim().length >= 2,
  });
