import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TranslatorContext } from '../lib/use-translation';
import { Translator } from '../lib/translator';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { TenantContext } from '../lib/tenant/tenant-context';

/** The clinic's get_template answer with these user_template fields (a clinic in Israel otherwise). */
export const templateWith = (user: Record<string, unknown>) => ({
  success: 1,
  template_data: {},
  user_template: { name: 'Test Clinic', user_id: 1, time_zone: 'Asia/Jerusalem', ...user },
  doctor: [],
  branch: [],
  appointment_type: [],
});

/** Renders `ui` in English for a clinic whose server answers get_template with these user_template fields. */
export function renderWithTemplate(user: Record<string, unknown>, resources: Record<string, object>, ui: ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(templateWith(user))),
  );
  const i18n = new Translator('en');
  for (const [namespace, texts] of Object.entries(resources)) i18n.addTexts('en', namespace, texts);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TranslatorContext.Provider value={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <TenantContext.Provider value={{ key: 'c', target: { baseUrl: 'http://api.test', token: 't', lang: 'en' } }}>
            {ui}
          </TenantContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </TranslatorContext.Provider>,
  );
}
