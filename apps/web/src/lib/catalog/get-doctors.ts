import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDoctor } from '@clinic/contract/catalog/entities';
import type { ApiTarget } from '../api-client';
import { callApi, callPath } from '../call-api';
import { siteKeys } from '../query-keys';
import { listOf } from './list-payload';
import { retryNotReady } from '../retry-not-ready';
import { initialAnswer, pageLoadedAt } from '../tenant/page-data';
import { useTenant } from '../tenant/tenant-context';

export const getDoctors = async (target: ApiTarget) =>
  listOf<TDoctor>(await retryNotReady(() => callApi(target, 'getDoctors', {})));

export const doctorsQueryOptions = (key: string, target: ApiTarget) =>
  queryOptions({
    queryKey: siteKeys.doctors(key, target.lang),
    queryFn: () => getDoctors(target),
    initialData: () => initialAnswer(callPath('getDoctors'), key, target.lang, (answer) => listOf<TDoctor>(answer)),
    initialDataUpdatedAt: pageLoadedAt,
  });

export function useDoctors() {
  const { key, target } = useTenant();
  return useQuery(doctorsQueryOptions(key, target));
}
