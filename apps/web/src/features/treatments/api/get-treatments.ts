import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTreatment } from '@clinic/contract/entities';
import { type ApiTarget, tenantRequest } from '../../../lib/api-client';
import { listOf } from '../../../lib/catalog/list-payload';
import { retryNotReady } from '../../../lib/retry-not-ready';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { toTreatment } from '../../../lib/catalog/treatment';

export const getTreatments = async (target: ApiTarget) =>
  listOf<TTreatment>(await retryNotReady(() => tenantRequest<unknown>(target, '/api/treatments'))).map(toTreatment);

export const treatmentsQueryOptions = (key: string, target: ApiTarget) =>
  queryOptions({ queryKey: ['tenant', key, target.lang, 'treatments'], queryFn: () => getTreatments(target) });

export function useTreatments() {
  const { key, target } = useTenant();
  return useQuery(treatmentsQueryOptions(key, target));
}
