import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../call-api';
import { FIVE_MINUTES } from '../query-client';
import { siteKeys } from '../query-keys';

/** The clinics served here; with a language, their names in it (else in the browser's). */
export const getTenants = (lang?: string) =>
  callApi({ baseUrl: window.location.origin }, 'getTenants', {}, lang ? { headers: { 'accept-language': lang } } : {});

export const tenantsQueryOptions = (lang?: string) =>
  queryOptions({
    queryKey: siteKeys.tenants(lang),
    queryFn: () => getTenants(lang),
    staleTime: FIVE_MINUTES,
  });

/** The tenant directory, the clinics named in the page's language. */
export const useTenants = (lang: string) => useQuery(tenantsQueryOptions(lang));
