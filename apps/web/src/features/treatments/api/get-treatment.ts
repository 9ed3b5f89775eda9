import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTreatment } from '@clinic/contract/entities';
import { type ApiTarget, tenantRequest } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant/tenant-context';
import { toTreatment } from '../treatment';

export const getTreatment = async (target: ApiTarget, id: string) =>
  toTreatment((await tenantRequest<{ data: TTreatment }>(target, `/api/treatments/${encodeURIComponent(id)}`)).data);

export const treatmentQueryOptions = (key: string, target: ApiTarget, id: string) =>
  queryOptions({ queryKey: ['tenant', key, target.lang, 'treatments', id], queryFn: () => getTreatment(target, id) });

export function useTreatment(id: string) {
  const { key, target } = useTenant();
  return useQuery(treatmentQueryOptions(key, target, id));
}
