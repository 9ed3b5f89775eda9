import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGetTemplateResponse } from '@clinic/contract/site/get-template';
import type { ApiTarget } from '../api-client';
import { callApi, callPath } from '../call-api';
import { siteKeys } from '../query-keys';
import { FIVE_MINUTES } from '../query-client';
import { pageAnswer, pageLoadedAt } from './page-data';
import { useTenant } from './tenant-context';

export const getTemplate = (target: ApiTarget) => callApi(target, 'getTemplate', {});

/** The template answer the server put into the page: that tenant's, in the language it names. */
function templateFromPage(key?: string, lang?: string): TGetTemplateResponse | undefined {
  const answer = pageAnswer<TGetTemplateResponse>(callPath('getTemplate'), key, lang);
  return answer?.success === 1 && answer.user_template ? answer : undefined;
}

/** The language of the clinic whose page this is (its template's lang), when the server said it. */
export const pageTenantLanguage = (): unknown => templateFromPage()?.user_template.lang;
/** The languages that clinic offers, when the server said them. */
export const pageTenantLanguages = (): string[] | undefined => templateFromPage()?.user_template.languages;

/** Template with branches: cached 5 minutes per tenant and language (spec section 9). */
export const templateQueryOptions = (key: string, target: ApiTarget) =>
  queryOptions({
    queryKey: siteKeys.template(key, target.lang),
    queryFn: () => getTemplate(target),
    staleTime: FIVE_MINUTES,
    initialData: () => templateFromPage(key, target.lang),
    initialDataUpdatedAt: pageLoadedAt,
  });

export function useTemplate() {
  const { key, target } = useTenant();
  return useQuery(templateQueryOptions(key, target));
}
