import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../call-api';
import { FIVE_MINUTES } from '../query-client';

export const getTenants = () => callApi({ baseUrl: window.location.origin }, 'getTenants', {});

export const tenantsQueryOptions = () =>
  queryOptions({ queryKey: ['tenants'], queryFn: getTenants, staleTime: FIVE_MINUTES });

export const useTenants = () => useQuery(tenantsQueryOptions());
