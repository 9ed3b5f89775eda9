import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../core/api/staff-calls';

/** A patient's card: details, family and visits. */
export const patientCardQueryOptions = (auth: StaffAuth, id: number) =>
  queryOptions({
    queryKey: staffKeys.patient(auth, id),
    queryFn: ({ signal }) => staffCall(auth, 'staffPatient', { params: { id } }, signal),
  });
