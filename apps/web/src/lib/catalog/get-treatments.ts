import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTreatment } from '@clinic/contract/catalog/entities';
import type { ApiTarget } from '../api-client';
import { callApi, callPath } from '../call-api';
import { siteKeys } from '../query-keys';
import { listOf } from './list-payload';
import { retryNotReady } from '../retry-not-ready';
import { initialAnswer, pageLoadedAt } from '../tenant/page-data';
import { useTenant } from '../tenant/tenant-context';
import { toTreatment } from './treatment';

// Shared by the treatments list and the embedded booking's first step.
const readTreatments = (answer: unknown) => listOf<TTreatment>(answer).map(toTreatment);

export const getTreatments = async (target: ApiTarget) =>
  readTreatments(await retryNotReady(() => callApi(target, 'getTreatments', {})));

export const treatmentsQueryOptions = (key: string, target: ApiTarget) =>
  queryOptions({
    queryKey: siteKeys.treatments(key, target.lang),
    queryFn: () => getTreatments(target),
    initialData: () => initialAnswer(callPath('getTreatments'), key, target.lang, readTreatments),
    initialDataUpdatedAt: pageLoadedAt,
  });

export function useTreatments() {
  const { key, target } = useTenant();
  return useQuery(treatmentsQueryOptions(key, target));
}
