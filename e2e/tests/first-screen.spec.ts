import { type Page, expect, test } from '@playwright/test';

// A clinic page's first screen comes drawn in its HTML (apps/web/src/entry-server.tsx): the browser paints it
// before the site's script has arrived, and the script's first render takes its place.

test.describe('without the script', () => {
  test.use({ javaScriptEnabled: false });

  test("a clinic's pages show their first screen from the HTML alone, in the clinic's language", async ({ page }) => {
    await page.goto('/central-clinic/');
    await expect(page.getByRole('heading', { level: 1, name: 'Care that fits your day' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Central Clinic home' })).toBeVisible();

    await page.goto('/central-clinic/doctors');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Doctors' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('img', { name: 'Dr. Yosef Friedman' }).locator('rect')).toHaveCSS(
      'fill',
      'rgb(227, 111, 123)',
    );

    await page.goto('/shalom-clinic/treatments/1/book?branch=1');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'ביקור אצל רופא משפחה' })).toBeVisible();
    // The note on a device in another time zone is the browser's to add: the server knows no device.
    await expect(page.getByTestId('clinic-zone')).toHaveCount(0);

    await page.goto('/central-clinic/login');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  });

  test('the staff workspace is left to its script: only the boot shell', async ({ page }) => {
    await page.goto('/central-clinic/staff');
    await expect(page.locator('.boot-shell')).toBeAttached();
    await expect(page.getByRole('heading')).toHaveCount(0);
  });
});

test('the script takes the drawn screen over in place: no shift, no spinner, no error, and it works', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen = { shift: 0, spinners: 0, violations: [] as string[] };
    (window as unknown as { firstScreen: typeof seen }).firstScreen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('securitypolicyviolation', (event) => seen.violations.push(event.violatedDirective));
    new MutationObserver(() => {
      if (document.querySelector('main [role="status"]')) seen.spinners++;
    }).observe(document, { childList: true, subtree: true });
  });

  for (const address of ['/central-clinic/doctors', '/shalom-clinic/', '/central-clinic/treatments']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The language menu opens once the script has taken over (a click on the drawn screen before that is lost).
    const languageMenu = page.getByRole('banner').locator('button[aria-expanded]').first();
    await expect(async () => {
      await languageMenu.click();
      await expect(languageMenu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    await expect(page.getByRole('button', { name: 'Русский' })).toBeVisible();
    const seen = await page.evaluate(
      () =>
        (window as unknown as { firstScreen: { shift: number; spinners: number; violations: string[] } }).firstScreen,
    );
    expect(seen.shift, address).toBeLessThan(0.005);
    expect({ spinners: seen.spinners, violations: seen.violations }, address).toEqual({ spinners: 0, violations: [] });
  }
  expect(errors).toEqual([]);
});

/** The site's code arrives late, as on a slow phone. */
const slowSiteCode = (page: Page) =>
  page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });

test("what is typed and sent on the drawn screen before the script has taken over is the script's screen's", async ({
  page,
}) => {
  await slowSiteCode(page);
  const loads: string[] = [];
  page.on('domcontentloaded', () => loads.push(page.url()));
  await page.goto('/central-clinic/login');
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('501234567');
  await phone.press('Enter');
  // A number with no account: the script's screen sends it and asks who the patient is.
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  await expect(phone).toHaveValue('501234567');
  // The browser did not send the form itself, which would have loaded the page again.
  expect(loads).toHaveLength(1);
});

test("the clinics page asks for its first clinic's picture, the largest thing it paints, with the page", async ({
  request,
}) => {
  const html = await (await request.get('/central-clinic/clinics')).text();
  expect(html).toContain(
    '<link rel="preload" as="image" href="/images/clinics/central-dizengoff.svg" fetchpriority="high" />',
  );
});

test('a button pressed on the drawn screen before the script has taken over is pressed on its screen', async ({
  page,
}) => {
  await slowSiteCode(page);
  await page.goto('/central-clinic/treatments');
  // Flu vaccination is offered at one branch: its Book Now goes straight to booking there.
  await page.getByRole('button', { name: 'Book Now: Flu vaccination' }).click();
  await expect(page).toHaveURL(/\/treatments\/5\/book\?branch=38$/, { timeout: 15_000 });
});
