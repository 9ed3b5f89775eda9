import { queryOptions } from '@tanstack/react-query';
import type { TGetConfigResponse } from '@clinic/contract/site/get-config';
import { callApi } from '../call-api';
import { FIVE_MINUTES } from '../query-client';
import { siteKeys } from '../query-keys';
import { pageConfig, pageLoadedAt } from './page-data';

/** /api/config lives on the site's own origin; it tells where the tenant's data is served. */
export const getConfig = (key: string) =>
  callApi({ baseUrl: window.location.origin }, 'getConfig', { query: { user: key } });

/** The server puts the page's tenant configuration into the HTML, saving the first round trip. */
function configFromPage(key: string): TGetConfigResponse | undefined {
  const config = pageConfig<TGetConfigResponse>();
  return config?.active_user === key && typeof config.active_token === 'string' ? config : undefined;
}

export const configQueryOptions = (key: string) =>
  queryOptions({
    queryKey: siteKeys.config(key),
    queryFn: () => getConfig(key),
    staleTime: FIVE_MINUTES,
    initialData: () => configFromPage(key),
    initialDataUpdatedAt: pageLoadedAt,
  });
