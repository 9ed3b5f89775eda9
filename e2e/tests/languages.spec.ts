import { type Page, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginThroughApi, useLoggedIn } from '../support/patients';

// Issue #21: the site in Arabic (right to left) and Russian as well as English and Hebrew. The demo clinic offers
// all four; its own texts (names, descriptions) are written in all four too.

const CLINIC = '/central-clinic';
const PATIENT_PAGES = [
  '/',
  '/doctors',
  '/doctors/1',
  '/treatments',
  '/treatments/8',
  '/treatments/8/book?branch=38',
  '/clinics',
  '/clinics/38',
  '/contact',
  '/login',
  '/my_appointments',
  '/embed',
];

async function useLanguage(page: Page, lang: string) {
  await page.addInitScript((l) => localStorage.setItem('language', l), lang);
}

/** The page's words a reader meets: its text and the names and hints of its controls and images. */
const wordsOf = (page: Page) =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')].flatMap((el) =>
      ['aria-label', 'alt', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, ...attributes].join('\n');
  });

/** Runs of three or more Latin words: an English sentence or phrase left untranslated. */
const englishRuns = (text: string) => text.match(/[A-Za-z][A-Za-z']+(?:[ \t]+[A-Za-z][A-Za-z']+){2,}/g) ?? [];

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const [lang, dir] of [
  ['ar', 'rtl'],
  ['ru', 'ltr'],
] as const) {
  test(`every patient page in ${lang === 'ar' ? 'Arabic' : 'Russian'} has no English sentence, with <html lang="${lang}" dir="${dir}">, and passes WCAG 2.2 AA checks`, async ({
    page,
    request,
  }) => {
    // Each page is loaded once for both checks: its words and axe.
    test.setTimeout(300_000);
    await useLanguage(page, lang);
    const found: string[] = [];
    for (const path of PATIENT_PAGES) {
      await page.goto(`${CLINIC}${path}`);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      found.push(...englishRuns(await wordsOf(page)).map((run) => `${path}: ${run}`));
      await expectNoSeriousA11yViolations(page, `${lang} ${path}`);
    }
    // A logged-in patient's appointments too.
    await useLoggedIn(page, await loginThroughApi(request));
    await page.goto(`${CLINIC}/my_appointments`);
    await settled(page);
    found.push(...englishRuns(await wordsOf(page)).map((run) => `/my_appointments (logged in): ${run}`));
    await expectNoSeriousA11yViolations(page, `${lang} /my_appointments (logged in)`);
    expect(found).toEqual([]);
  });
}

test('in Arabic the whole layout is mirrored: the clinic name on the right, the menu on the left', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${CLINIC}/`);
  await settled(page);
  const home = await page.getByRole('link', { name: /الصفحة الرئيسية لـ/ }).boundingBox();
  const nav = await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).boundingBox();
  expect(home!.x).toBeGreaterThan(640);
  expect(nav!.x + nav!.width).toBeLessThan(home!.x);
  await expect(
    page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'الأطباء' }),
  ).toBeVisible();
  // The clinic's own texts in Arabic, prices with Western digits.
  await page.goto(`${CLINIC}/treatments/8`);
  await expect(page.getByRole('heading', { level: 1, name: 'تقييم صحي شامل' })).toBeVisible();
  const price = page.getByText('₪', { exact: false }).first();
  await expect(price).toContainText(/\d/);
  await expect(price).not.toContainText(/[٠-٩]/);
});

test('the language menu lists the four languages by their own names, works with the keyboard and is remembered', async ({
  page,
}) => {
  await page.goto(`${CLINIC}/`);
  const menu = page.getByRole('banner').getByRole('button', { name: 'English (language)', exact: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const list = page
    .getByRole('banner')
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: 'Русский' }) });
  await expect(list.getByRole('button')).toHaveText(['English', 'עברית', 'العربية', 'Русский']);
  await expect(list.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // Keyboard: the arrow opens the list on the current language; two more down is Arabic.
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('button', { name: 'English' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('button', { name: 'العربية' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner').getByRole('button', { name: 'العربية (اللغة)', exact: true })).toBeFocused();

  // The server writes the page in the chosen language itself (its cookie), so nothing is redrawn.
  const reloaded = await page.reload();
  expect(await reloaded!.text()).toContain('<html lang="ar" dir="rtl">');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('banner').getByRole('button', { name: 'العربية (اللغة)', exact: true }).click();
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(
    page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Врачи' }),
  ).toBeVisible();
});

for (const lang of ['en', 'he', 'ar', 'ru'] as const) {
  test(`the main patient pages pass WCAG 2.2 AA checks in ${lang}, the language menu open`, async ({ page }) => {
    test.setTimeout(240_000);
    await useLanguage(page, lang);
    for (const path of ['/', '/treatments', '/treatments/8/book?branch=38', '/login']) {
      await page.goto(`${CLINIC}${path}`);
      await settled(page);
      await expectNoSeriousA11yViolations(page, `${lang} ${path}`);
    }
    await page.getByRole('banner').getByRole('button', { expanded: false }).first().click();
    await expectNoSeriousA11yViolations(page, `${lang} language menu`, 'header');
  });
}
