import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDoctorDetail } from '@clinic/contract/entities';
import { type ApiTarget, tenantRequest } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant/tenant-context';

export const getDoctor = async (target: ApiTarget, id: string) =>
  (await tenantRequest<{ data: TDoctorDetail }>(target, `/api/doctors/${encodeURIComponent(id)}`)).data;

export const doctorQueryOptions = (key: string, target: ApiTarget, id: string) =>
  queryOptions({ queryKey: ['tenant', key, target.lang, 'doctors', id], queryFn: () => getDoctor(target, id) });

export function useDoctor(id: string) {
  const { key, target } = useTenant();
  return useQuery(doctorQueryOptions(key, target, id));
}
