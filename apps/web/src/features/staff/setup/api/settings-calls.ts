import { queryOptions } from '@tanstack/react-query';
import { type StaffAuth, staffCall, staffKeys } from '../../workspace/api/staff-calls';

/** The owner's setup lists, under the workspace's query keys. */
export const settingsKeys = {
  branches: (auth: StaffAuth) => [...staffKeys.all(auth), 'settings', 'branches'] as const,
  doctors: (auth: StaffAuth) => [...staffKeys.all(auth), 'settings', 'doctors'] as const,
  treatments: (auth: StaffAuth) => [...staffKeys.all(auth), 'settings', 'treatments'] as const,
};

export const clinicQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: [...staffKeys.all(auth), 'settings', 'clinic'] as const,
    queryFn: ({ signal }) => staffCall(auth, 'staffClinic', {}, signal),
  });

export const branchesQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: settingsKeys.branches(auth),
    queryFn: ({ signal }) => staffCall(auth, 'staffBranches', {}, signal),
  });

export const doctorsQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: settingsKeys.doctors(auth),
    queryFn: ({ signal }) => staffCall(auth, 'staffDoctors', {}, signal),
  });

export const treatmentsQueryOptions = (auth: StaffAuth) =>
  queryOptions({
    queryKey: settingsKeys.treatments(auth),
    queryFn: ({ signal }) => staffCall(auth, 'staffTreatments', {}, signal),
  });
