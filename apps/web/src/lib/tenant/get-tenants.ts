import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGetTenantsResponse } from '@clinic/contract/get-tenants';
import { request } from '../api-client';
import { FIVE_MINUTES } from '../query-client';

export const getTenants = () => request<TGetTenantsResponse>(window.location.origin, '/api/tenants');

export const tenantsQueryOptions = () =>
  queryOptions({ queryKey: ['tenants'], queryFn: getTenants, staleTime: FIVE_MINUTES });

export const useTenants = () => useQuery(tenantsQueryOptions());
