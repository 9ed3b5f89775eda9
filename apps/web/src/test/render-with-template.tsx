import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createInstance, type Resource } from 'i18next';
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
export function renderWithTemplate(user: Record<string, unknown>, resources: Resource['en'], ui: ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(templateWith(user))),
  );
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: resources }, defaultNS: 'common' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <TenantContext.Provider value={{ key: 'c', target: { baseUrl: 'http://api.test', token: 't', lang: 'en' } }}>
            {ui}
          </TenantContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
