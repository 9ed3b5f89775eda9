import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createInstance } from 'i18next';
import { MemoryRouter } from 'react-router';
import type { TStaffRole } from '@clinic/contract/staff/staff';
import { staff } from '../../../../locales/en/staff';
import { SectionNav, sectionAllowed } from './section-nav';

describe('which sections a role may open', () => {
  it('lets an owner open every section', () => {
    for (const section of ['agenda', 'patients', 'inbox', 'payments', 'setup', 'audit', 'webhooks', 'security'])
      expect(sectionAllowed(section, 'owner')).toBe(true);
  });

  it('keeps payments, setup and audit for owners', () => {
    for (const role of ['reception', 'doctor'] as const)
      for (const section of ['payments', 'setup', 'audit']) expect(sectionAllowed(section, role)).toBe(false);
  });

  it('keeps the inbox from doctors only', () => {
    expect(sectionAllowed('inbox', 'reception')).toBe(true);
    expect(sectionAllowed('inbox', 'doctor')).toBe(false);
  });

  it('opens no unknown section', () => {
    expect(sectionAllowed('settings', 'owner')).toBe(false);
    expect(sectionAllowed('', 'owner')).toBe(false);
  });
});

function renderNav(role: TStaffRole, address = '/c/staff') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { staff } }, defaultNS: 'staff' });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[address]}>
        <SectionNav role={role} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return within(screen.getByRole('navigation'));
}

describe('the section navigation', () => {
  it("shows a doctor only the doctor's sections", () => {
    const nav = renderNav('doctor');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      staff.sections.agenda,
      staff.sections.patients,
      staff.sections.security,
    ]);
  });

  it('marks the section of the address as the current page', () => {
    const nav = renderNav('owner', '/c/staff?section=payments');
    expect(nav.getAllByRole('link')).toHaveLength(8);
    expect(nav.getByRole('link', { current: 'page' }).textContent).toBe(staff.sections.payments);
    expect(nav.getByRole('link', { name: staff.sections.setup }).getAttribute('href')).toContain('section=setup');
  });
});
