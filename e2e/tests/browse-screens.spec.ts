import { expect, test } from '@playwright/test';
import { withoutPageAnswers } from '../support/page-answers';
import { T } from '../support/browse';

test('staff HTML is sanitized: no script, event handler or javascript: URL runs', async ({ page }) => {
  await withoutPageAnswers(page);
  const hostile =
    '<p>Nice <strong>branch</strong></p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
    '<a href="javascript:window.__xss=3">click me</a><svg onload="window.__xss=4"></svg>' +
    '<iframe src="javascript:parent.__xss=5"></iframe>';
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.route('**/api/clinics', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const c of body.data) c.description = hostile;
    return route.fulfill({ response, json: body });
  });
  await page.route('**/api/treatments/1', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.description = hostile;
    return route.fulfill({ response, json: body });
  });
  await page.goto(`${T}/clinics`);
  await expect(page.locator('.rich-text strong').first()).toHaveText('branch');
  // The javascript: URL is gone, so the text is no longer even a link.
  await expect(page.getByRole('link', { name: 'click me' })).toHaveCount(0);
  await page.getByText('click me').first().click();
  await page.goto(`${T}/treatments/1`);
  await expect(page.locator('.rich-text strong')).toHaveText('branch');
  for (const html of await page.locator('.rich-text').evaluateAll((els) => els.map((e) => e.innerHTML))) {
    expect(html).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg/i);
  }
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // The treatment page may still be asking for its branches: the test ends without that answer.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Every browse screen of the demo clinic, with one clinic's detail page. */
const browseScreens = (clinicId: number) => [
  '/',
  '/doctors',
  '/doctors/4',
  '/clinics',
  `/clinics/${clinicId}`,
  '/treatments',
  '/treatments/8',
  '/contact',
];

test('no screen scrolls sideways on a 360 px phone, in English and Hebrew', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const lang of ['en', 'he']) {
    await page.goto(`${T}/`);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    for (const path of browseScreens(39)) {
      await page.goto(`${T}${path}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${lang} ${path}`).toBeLessThanOrEqual(360);
    }
  }
});

test('the browse screens have no serious accessibility violations, in English and Hebrew', async ({ page }) => {
  // Some twenty screens, each loaded and checked by axe twice: minutes on a busy 2-core machine.
  test.setTimeout(240_000);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  for (const lang of ['en', 'he']) {
    await page.goto(`${T}/`);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    for (const path of browseScreens(38)) {
      await page.goto(`${T}${path}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${lang} ${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    }
  }
});
