import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFamilyMember, TFamilyMemberInput } from '@clinic/contract/identity/family';
import type { ApiTarget } from '../api-client';
import { callApi } from '../call-api';
import { siteKeys } from '../query-keys';
import { useSiteMutation } from '../use-site-mutation';
import { useTenant } from '../tenant/tenant-context';

export type { TFamilyMember };
export type FamilyMemberInput = TFamilyMemberInput;

/** The patient's family members of a tenant: the booking screen and My appointments read and change them. */
export const familyQueryOptions = (key: string, target: ApiTarget) =>
  queryOptions({
    queryKey: [...siteKeys.family(key), target.lang],
    queryFn: async () => (await callApi(target, 'getFamily', {})).members,
    staleTime: 60_000,
  });

/** The members, once the patient is logged in (`enabled`). */
export function useFamily(enabled: boolean) {
  const { key, target } = useTenant();
  return useQuery({ ...familyQueryOptions(key, target), enabled });
}

/** Adds a member (no id) or edits one; answers the member as saved. */
export const useSaveFamilyMember = () =>
  useSiteMutation({
    change: async ({ target }, { id, ...body }: FamilyMemberInput & { id?: number | undefined }) =>
      (id === undefined
        ? await callApi(target, 'addFamilyMember', { body })
        : await callApi(target, 'updateFamilyMember', { params: { id }, body })
      ).member,
    // A new name shows on the visits booked for the member too.
    changes: (key) => [siteKeys.family(key), siteKeys.appointments(key)],
  });

export const useRemoveFamilyMember = () =>
  useSiteMutation({
    change: ({ target }, id: number) => callApi(target, 'removeFamilyMember', { params: { id } }),
    changes: (key) => [siteKeys.family(key)],
  });
