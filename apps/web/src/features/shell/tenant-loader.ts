import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SEGMENTS, paths } from '../../config/paths';
import { configQueryOptions } from '../../lib/tenant/get-config';
import { tenantsQueryOptions } from '../../lib/tenant/get-tenants';
import { switchTenant } from '../../lib/tenant/switch-tenant';

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
      return redirect(paths.notFound('config'));
    }
    switchTenant(key, queryClient);
    return null;
  };

/** "/" lands on the default tenant's home. */
export const rootLoader = (queryClient: QueryClient) => async () => {
  const tenants = await queryClient.ensureQueryData(tenantsQueryOptions()).catch(() => null);
  return redirect(tenants ? paths.home(tenants.default_user) : paths.notFound());
};
