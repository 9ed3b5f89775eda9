import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { TranslatorContext } from '../../../../lib/use-translation';
import { Translator } from '../../../../lib/translator';
import { MemoryRouter } from 'react-router';
import { STAFF_SECTIONS, type TStaffSection } from '@clinic/contract/staff/staff-sections';
import { staff } from '../../../../locales/en/staff';
import { SectionNav } from './section-nav';

function renderNav(sections: readonly TStaffSection[], current = 'agenda') {
  const i18n = new Translator('en');
  i18n.addTexts('en', 'staff', staff);
  render(
    <TranslatorContext.Provider value={i18n}>
      <MemoryRouter initialEntries={['/c/staff']}>
        <SectionNav sections={sections} current={current} />
      </MemoryRouter>
    </TranslatorContext.Provider>,
  );
  return within(screen.getByRole('navigation'));
}

const names = (nav: ReturnType<typeof renderNav>) => nav.getAllByRole('link').map((link) => link.textContent);

describe('the section navigation', () => {
  it('shows exactly the sections of the workspace answer, in the workspace order', () => {
    const nav = renderNav(['security', 'patients', 'agenda']);
    expect(names(nav)).toEqual([staff.sections.agenda, staff.sections.patients, staff.sections.security]);
  });

  it("shows reception's payments, waitlist and undelivered messages when the server lists them", () => {
    const nav = renderNav(['agenda', 'patients', 'waitlist', 'inbox', 'failed_messages', 'payments', 'security']);
    expect(names(nav)).toContain(staff.sections.payments);
    expect(names(nav)).toContain(staff.sections.waitlist);
    expect(names(nav)).toContain(staff.sections.failed_messages);
    expect(names(nav)).not.toContain(staff.sections.setup);
  });

  it('marks the current section and links each by its address', () => {
    const nav = renderNav(STAFF_SECTIONS, 'payments');
    expect(nav.getAllByRole('link')).toHaveLength(11);
    expect(nav.getByRole('link', { current: 'page' }).textContent).toBe(staff.sections.payments);
    expect(nav.getByRole('link', { name: staff.sections.setup }).getAttribute('href')).toContain('section=setup');
  });
});
