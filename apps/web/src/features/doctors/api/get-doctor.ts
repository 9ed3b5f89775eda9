import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant/tenant-context';

export const getDoctor = async (target: ApiTarget, id: string) =>
  (await callApi(target, 'getDoctor', { params: { id } })).data;

export const doctorQueryOptions = (key: string, target: ApiTarget, id: string) =>
  queryOptions({ queryKey: siteKeys.doctor(key, target.lang, id), queryFn: () => getDoctor(target, id) });

export function useDoctor(id: string) {
  const { key, target } = useTenant();
  return useQuery(doctorQueryOptions(key, target, id));
}
