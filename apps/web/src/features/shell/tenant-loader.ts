import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SEGMENTS, paths } from '../../config/paths';
import { configQueryOptions } from '../../lib/tenant/get-config';
import { tenantsQueryOptions } from '../../lib/tenant/get-tenants';
import { switchTenant } from '../../lib/tenant/switch-tenant';

// Set when a tenant's configuration could not be loaded, so /404 can say why (a redirect carries no state).
let configFailed = false;
/** Whether the last tenant asked for failed to load; answered once. */
export function takeConfigFailure(): boolean {
  const failed = configFailed;
  configFailed = false;
  return failed;
}

/**
 * Resolves /{userKey}/*: a page path without a key goes to the default tenant with the same path;
 * a key whose configuration cannot be loaded goes to /404.
 */
export const tenantLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const key = params.userKey ?? '';
    const url = new URL(request.url);
    if ((PAGE_SEGMENTS as readonly string[]).includes(key)) {
      const tenants = await queryClient.ensureQueryData(tenantsQueryOptions()).catch(() => null);
      if (!tenants) return redirect(paths.notFound());
      return redirect(`/${tenants.default_user}${url.pathname}${url.search}`);
    }
    try {
      await queryClient.ensureQueryData(configQueryOptions(key));
    } catch {
      configFailed = true;
      return redirect(paths.notFound());
    }
    switchTenant(key, queryClient);
    return null;
  };

/** "/" lands on the default tenant's home. */
export const rootLoader = (queryClient: QueryClient) => async () => {
  const tenants = await queryClient.ensureQueryData(tenantsQueryOptions()).catch(() => null);
  return redirect(tenants ? paths.home(tenants.default_user) : paths.notFound());
};
