import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGetTemplateResponse } from '@clinic/contract/get-template';
import { type ApiTarget, tenantRequest } from '../api-client';
import { FIVE_MINUTES } from '../query-client';
import { useTenant } from './tenant-context';

export const getTemplate = (target: ApiTarget) => tenantRequest<TGetTemplateResponse>(target, '/api/get_template');

/** Template with branches: cached 5 minutes per tenant and language (spec section 9). */
export const templateQueryOptions = (key: string, target: ApiTarget) =>
  queryOptions({
    queryKey: ['tenant', key, target.lang, 'template'],
    queryFn: () => getTemplate(target),
    staleTime: FIVE_MINUTES,
  });

export function useTemplate() {
  const { key, target } = useTenant();
  return useQuery(templateQueryOptions(key, target));
}
