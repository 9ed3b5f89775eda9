import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** One visit with its details (phone, price, patient), read when its dialog opens; a visit change reads it again. */
export const visitQueryOptions = (auth: StaffAuth, id: number) =>
  queryOptions({
    queryKey: staffKeys.visit(auth, id),
    queryFn: ({ signal }) => staffCall(auth, 'staffVisit', { params: { id } }, signal),
  });
