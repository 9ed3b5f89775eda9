import { expect, test } from '@playwright/test';
import { chooseDayAndTime } from '../support/patients';

// The London demo clinic (key "user", Europe/London, prices in GBP): a patient there writes a UK number as people
// in Britain do, and sees prices in pounds, in English and in Hebrew.

// 07911 1xxxxx: a UK mobile range libphonenumber knows as valid.
const ukMobile = () => `07911 1${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;

for (const lang of ['en', 'he'] as const) {
  const he = lang === 'he';

  test(`a patient of the London clinic books with a UK number written the British way, in pounds (${lang})`, async ({
    page,
  }) => {
    await page.goto('/user/');
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto('/user/treatments/1/book?branch=1');
    await expect(page.locator('html')).toHaveAttribute('dir', he ? 'rtl' : 'ltr');
    // The GP consultation's price is in pounds.
    await expect(page.getByText(/£.{0,3}65|65.{0,3}£/).first()).toBeVisible();
    await expect(page.getByText('₪')).toHaveCount(0);

    await chooseDayAndTime(page, he ? 5 : 1);
    await page
      .getByRole('button', { name: he ? 'הבא' : 'Next', exact: true })
      .filter({ hasText: he ? 'הבא' : 'Next' })
      .click();

    // The phone starts on the clinic's country, first in the list.
    const country = page.getByRole('button', { name: he ? /קידומת מדינה/ : /Country code/ });
    await expect(country).toContainText('+44');
    await country.click();
    await expect(page.getByRole('option').first()).toContainText('+44');
    // Each option is named by the words it shows (WCAG 2.5.3 label in name).
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    const mismatch = await new AxeBuilder({ page })
      .withRules(['label-content-name-mismatch'])
      .include('[role=listbox]')
      .analyze();
    expect(mismatch.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
    const first = page.getByRole('option').first();
    expect(await first.evaluate((el) => el.getAttribute('aria-label'))).toBeNull();
    await expect(first).toHaveAccessibleName((await first.innerText()).replace(/\s+/g, ' ').trim());
    await page.keyboard.press('Escape');

    const field = page.getByRole('textbox', { name: he ? /טלפון/ : /Phone number/ });
    const send = page.getByRole('button', { name: he ? 'שליחת קוד אימות' : 'Send verification code' });
    // An Israeli number is no UK number: refused beside the field, which names the country.
    await field.fill('053-043-7101');
    await send.click();
    await expect(page.locator('#booking-phone-error')).toContainText(he ? 'בריטניה' : 'United Kingdom');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    const typed = ukMobile();
    await field.fill(typed);
    await expect(page.locator('#booking-phone-error')).toHaveCount(0);
    await send.click();
    // The server took it as a UK number: a new patient registers with it, shown the way Britain writes it.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`+44 ${typed.slice(1, 5)} ${typed.slice(6)}`)).toBeVisible();
  });
}
