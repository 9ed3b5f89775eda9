import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTreatment } from '@clinic/contract/catalog/entities';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi, callPath } from '../../../lib/call-api';
import { listOf } from '../../../lib/catalog/list-payload';
import { retryNotReady } from '../../../lib/retry-not-ready';
import { initialAnswer, pageLoadedAt } from '../../../lib/tenant/page-data';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { toTreatment } from '../../../lib/catalog/treatment';

const readTreatments = (answer: unknown) => listOf<TTreatment>(answer).map(toTreatment);

export const getTreatments = async (target: ApiTarget) =>
  readTreatments(await retryNotReady(() => callApi(target, 'getTreatments', {})));

export const treatmentsQueryOptions = (key: string, target: ApiTarget) =>
  queryOptions({
    queryKey: ['tenant', key, target.lang, 'treatments'],
    queryFn: () => getTreatments(target),
    initialData: () => initialAnswer(callPath('getTreatments'), key, target.lang, readTreatments),
    initialDataUpdatedAt: pageLoadedAt,
  });

export function useTreatments() {
  const { key, target } = useTenant();
  return useQuery(treatmentsQueryOptions(key, target));
}
