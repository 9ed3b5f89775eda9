import { queryOptions } from '@tanstack/react-query';
import type { TGetConfigResponse } from '@clinic/contract/get-config';
import { request } from '../api-client';
import { FIVE_MINUTES } from '../query-client';

/** /api/config lives on the site's own origin; it tells where the tenant's data is served. */
export const getConfig = (key: string) =>
  request<TGetConfigResponse>(window.location.origin, '/api/config', { query: { user: key } });

export const configQueryOptions = (key: string) =>
  queryOptions({ queryKey: ['config', key], queryFn: () => getConfig(key), staleTime: FIVE_MINUTES });
