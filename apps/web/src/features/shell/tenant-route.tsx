import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { PAGE_SEGMENTS, paths } from '../../config/paths';
import { Spinner } from '../../components/ui/spinner';
import { configQueryOptions } from '../../lib/tenant/get-config';
import { tenantsQueryOptions } from '../../lib/tenant/get-tenants';
import { switchTenant } from '../../lib/tenant/switch-tenant';
import { TenantLayout } from './components/tenant-layout';

/** "/" lands on the default tenant's home. */
export function RootRedirect() {
  const tenants = useQuery(tenantsQueryOptions());
  if (tenants.isPending) return <Spinner />;
  return <Navigate replace to={tenants.data ? paths.home(tenants.data.default_user) : paths.notFound()} />;
}

/** A page path without a key goes to the default tenant with the same path. */
function DefaultTenantRedirect() {
  const { pathname, search } = useLocation();
  const tenants = useQuery(tenantsQueryOptions());
  if (tenants.isPending) return <Spinner />;
  return (
    <Navigate replace to={tenants.data ? `/${tenants.data.default_user}${pathname}${search}` : paths.notFound()} />
  );
}

/**
 * Resolves /{userKey}/*: a key whose configuration cannot be loaded goes to /404; a known one shows the clinic's
 * shell, after forgetting another clinic's cached data and login.
 */
export function TenantRoute() {
  const key = useParams().userKey ?? '';
  const queryClient = useQueryClient();
  const isPage = PAGE_SEGMENTS.includes(key);
  const config = useQuery({ ...configQueryOptions(key), enabled: !isPage });
  if (isPage) return <DefaultTenantRedirect />;
  if (config.isError) return <Navigate replace to={paths.notFound('config')} />;
  if (config.isPending) return <Spinner />;
  // Does nothing when this clinic is already the stored one.
  switchTenant(key, queryClient);
  return <TenantLayout />;
}
