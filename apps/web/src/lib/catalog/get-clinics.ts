import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBranch, TScheduleEntry } from '@clinic/contract/catalog/entities';
import type { ApiTarget } from '../api-client';
import { callApi, callPath } from '../call-api';
import { siteKeys } from '../query-keys';
import { initialAnswer, pageLoadedAt } from '../tenant/page-data';
import { useTenant } from '../tenant/tenant-context';
import { jsonList, listOf } from './list-payload';

/** A clinic (branch) as the site uses it: ids as strings, name from either field, schedule as a list. */
export type Clinic = Omit<TBranch, 'id' | 'schedule'> & { id: string; name: string; schedule: TScheduleEntry[] };

export const toClinic = (raw: TBranch): Clinic => ({
  ...raw,
  id: String(raw.id),
  name: raw.name ?? raw.branch_name ?? '',
  schedule: jsonList<TScheduleEntry>(raw.schedule),
});

// Shared by the clinics list, the treatments' Book Now branch rules and the doctor page.
const readClinics = (answer: unknown) => listOf<TBranch>(answer).map(toClinic);

export const getClinics = async (target: ApiTarget) => readClinics(await callApi(target, 'getClinics', {}));

export const clinicsQueryOptions = (key: string, target: ApiTarget) =>
  queryOptions({
    queryKey: siteKeys.clinics(key, target.lang),
    queryFn: () => getClinics(target),
    initialData: () => initialAnswer(callPath('getClinics'), key, target.lang, readClinics),
    initialDataUpdatedAt: pageLoadedAt,
  });

export function useClinics() {
  const { key, target } = useTenant();
  return useQuery(clinicsQueryOptions(key, target));
}
