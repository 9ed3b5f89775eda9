import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTarget } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';
import { siteKeys } from '../../../lib/query-keys';
import { toClinic } from '../../../lib/catalog/get-clinics';
import { useTenant } from '../../../lib/tenant/tenant-context';

export const getClinic = async (target: ApiTarget, id: string) => {
  const raw = (await callApi(target, 'getClinic', { params: { id } })).data;
  return { ...toClinic(raw), services: raw.services ?? [], doctors: raw.doctors ?? [] };
};
export type ClinicDetail = Awaited<ReturnType<typeof getClinic>>;

export const clinicQueryOptions = (key: string, target: ApiTarget, id: string) =>
  queryOptions({ queryKey: siteKeys.clinic(key, target.lang, id), queryFn: () => getClinic(target, id) });

export function useClinic(id: string) {
  const { key, target } = useTenant();
  return useQuery(clinicQueryOptions(key, target, id));
}
