import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TranslatorContext } from '../../lib/use-translation';
import { Translator } from '../../lib/translator';
import { MemoryRouter } from 'react-router';
import { common } from '../../locales/en/common';
import { home } from '../../locales/en/home';
import { TenantContext } from '../../lib/tenant/tenant-context';
import { HomePage } from './home-page';

const TEMPLATE = {
  success: 1,
  template_data: {
    banner_images: '["/b.svg"]',
    banner_main_heading: '["Care close to home"]',
    banner_discription: '["Book online"]',
    aboutus_main_heading: 'About us here',
    contactus_phone: '03-555-0100',
    contactus_phone_e164: '+97235550100',
  },
  user_template: { name: 'Test Clinic', user_id: 1 },
  doctor: [1, 2, 3, 4, 5].map((id) => ({
    id,
    doctor_name: id === 2 ? null : `Dr. ${id}`,
    discription: `<p>Doctor <strong>${id}</strong></p><script>window.__x=1</script>`,
    status: id === 5 ? '0' : '1',
  })),
  branch: [],
  appointment_type: [],
};

function renderHome(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  const i18n = new Translator('en');
  i18n.addTexts('en', 'common', common);
  i18n.addTexts('en', 'home', home);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TranslatorContext.Provider value={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <TenantContext.Provider value={{ key: 'c', target: { baseUrl: 'http://api.test', token: 't', lang: 'en' } }}>
            <HomePage />
          </TenantContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </TranslatorContext.Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('shows the banner, up to 3 active doctors with markup stripped, and View All Doctors', async () => {
    renderHome(async () => Response.json(TEMPLATE));
    expect(await screen.findByRole('heading', { level: 1, name: 'Care close to home' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.textContent).toContain('Doctor 1');
    expect(cards[0]!.querySelector('strong, script')).toBeNull();
    // No name: 'Doctor' and the team id.
    expect(cards[1]!.textContent).toContain('Doctor 2');
    expect(screen.getByRole('link', { name: /View All Doctors/ })).toBeTruthy();
    expect((window as { __x?: number }).__x).toBeUndefined();
  });

  it("writes the clinic's phone as the server sends it, and dials it internationally", async () => {
    renderHome(async () => Response.json(TEMPLATE));
    const call = await screen.findByRole('link', { name: /^Call us\s*03-555-0100$/ });
    expect(call.getAttribute('href')).toBe('tel:+97235550100');
    const about = screen.getByRole('link', { name: '03-555-0100' });
    expect(about.getAttribute('href')).toBe('tel:+97235550100');
    expect(about.getAttribute('dir')).toBe('ltr');
  });

  it('dials the written phone when the (legacy) server sends no international form', async () => {
    const { contactus_phone_e164: _dropped, ...data } = TEMPLATE.template_data;
    renderHome(async () =>
      Response.json({ ...TEMPLATE, template_data: { ...data, contactus_phone: '+972 3-555-0100' } }),
    );
    expect((await screen.findByRole('link', { name: /^Call us\s*\+972 3-555-0100$/ })).getAttribute('href')).toBe(
      'tel:+97235550100',
    );
  });

  it("says 'No data available' when the template has no data", async () => {
    renderHome(async () => Response.json({ ...TEMPLATE, template_data: null }));
    expect((await screen.findByText('No data available')).getAttribute('role')).toBe('status');
  });

  it("says 'Failed to load data. Please try again later.' when the template fails", async () => {
    renderHome(async () => Response.json({ success: 0, message: 'x' }, { status: 500 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load data. Please try again later.');
  });
});
