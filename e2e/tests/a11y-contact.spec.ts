import { type Page, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/patients';

// The contact page, the clinics' opening hours and the phone fields, in English and Hebrew (issue 50): each control is
// named by the words it shows, a closed day is said as a word, and every autocomplete token fits its field's type.

const TEXT = {
  en: { closed: 'Closed', israel: 'IL +972 Israel' },
  he: { closed: 'סגור', israel: 'IL +972 ישראל' },
} as const;

async function useLanguage(page: Page, lang: keyof typeof TEXT) {
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
}

/** Names WCAG 2.5.3 (label in name) refuses: axe runs this rule only when asked, as it is still "experimental". */
async function labelNameMismatches(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const result = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => n.html));
}

/**
 * Fields whose autocomplete token HTML's autofill table does not allow on their type: a phone field
 * (type=tel) takes `tel` alone; the parts of a number (`tel-national`, `tel-local`…) belong on text fields.
 */
const misfitAutocomplete = (page: Page) =>
  page
    .locator('input[autocomplete]')
    .evaluateAll((inputs) =>
      (inputs as HTMLInputElement[])
        .filter((input) => input.type === 'tel' && input.autocomplete.split(/\s+/).at(-1) !== 'tel')
        .map((input) => input.outerHTML),
    );

for (const lang of ['en', 'he'] as const) {
  const l = TEXT[lang];

  test(`the contact page: label in name, autocomplete fit for its field, WCAG 2.2 AA (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/central-clinic/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const phone = page.getByRole('textbox', { name: lang === 'en' ? 'Phone number' : /טלפון/ });
    await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await expect(page.getByRole('option', { name: l.israel })).toHaveText('IL +972');
    await page.waitForLoadState('networkidle');
    expect(await labelNameMismatches(page)).toEqual([]);
    expect(await misfitAutocomplete(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page, `${lang} contact`);
  });

  test(`the login page's phone field: autocomplete fit for its field (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/central-clinic/login');
    const phone = page.getByRole('textbox', { name: lang === 'en' ? 'Phone number' : /טלפון/ });
    await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    expect(await misfitAutocomplete(page)).toEqual([]);
  });

  test(`a closed day in the clinics' hours is seen as "-" and said as a word (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/central-clinic/clinics');
    const ramatAviv = page.getByRole('listitem').filter({ hasText: lang === 'en' ? 'Ramat Aviv' : 'רמת אביב' });
    const saturday = ramatAviv.getByRole('definition').nth(6);
    await expect(saturday.locator('[aria-hidden=true]')).toHaveText('-');
    await expect(saturday).toMatchAriaSnapshot(`- definition: ${l.closed}`);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `${lang} clinics`);
  });
}
