import { expect, test } from '@playwright/test';

test('/ lands on the default tenant home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/central-clinic\/$/);
  await expect(page.getByRole('banner')).toContainText('Central');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a page path without a tenant key goes to the same page of the default tenant', async ({ page }) => {
  await page.goto('/doctors');
  await expect(page).toHaveURL(/\/central-clinic\/doctors$/);
});

test('switching to Hebrew sets right-to-left and the Hebrew texts', async ({ page }) => {
  await page.goto('/central-clinic/');
  await page.getByRole('button', { name: /^English/ }).click();
  await page.getByRole('button', { name: 'עברית' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.getByRole('navigation', { name: 'ראשי' }).getByRole('link', { name: 'רופאים' })).toBeVisible();
  // The choice is remembered on the next visit.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: /^עברית/ }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a tenant that prefers Hebrew opens in Hebrew', async ({ page }) => {
  await page.goto('/shalom-clinic/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('an unknown tenant shows User Not Found with the available clinics', async ({ page }) => {
  await page.goto('/no-such-clinic/doctors');
  await expect(page).toHaveURL(/\/404\?reason=config$/);
  await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Invalid user or configuration not found');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('link', { name: /\/shalom-clinic/ })).toBeVisible();
  await page.getByRole('link', { name: /^Go to/ }).click();
  await expect(page).toHaveURL(/\/central-clinic\/$/);
});

test("footer shows quick links, contact info and the clinic's country's emergency number", async ({ page }) => {
  await page.goto('/central-clinic/');
  const footer = page.getByRole('contentinfo');
  // An Israeli clinic: Magen David Adom's 101, in the text and the link.
  await expect(footer.getByRole('link', { name: 'Call 101' })).toHaveAttribute('href', 'tel:101');
  await expect(footer).toContainText('In a medical emergency call 101 immediately');
  await expect(footer).not.toContainText('911');
  // The clinic's phone as its people write it, left to right; the link dials it from anywhere.
  const phone = footer.getByRole('link', { name: '03-555-0100', exact: true });
  await expect(phone).toHaveAttribute('dir', 'ltr');
  await expect(phone).toHaveAttribute('href', 'tel:+97235550100');
  await expect(footer.getByRole('heading', { name: 'Quick links' })).toBeVisible();
  await expect(footer).toContainText('All rights reserved');
});

test('the Hebrew footer says the same emergency number', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'he'));
  await page.goto('/central-clinic/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'חיוג ל-101' })).toHaveAttribute('href', 'tel:101');
  await expect(footer).toContainText('התקשרו מיד ל-101');
  // The clinic's phone keeps its left-to-right order inside the Hebrew footer.
  const phone = footer.getByRole('link', { name: '03-555-0100', exact: true });
  await expect(phone).toHaveAttribute('dir', 'ltr');
  await expect(phone).toHaveAttribute('href', 'tel:+97235550100');
});

test("the London clinic's footer writes its phone the British way and dials it internationally", async ({ page }) => {
  await page.goto('/user/');
  const phone = page.getByRole('contentinfo').getByRole('link', { name: '020 7946 0321', exact: true });
  await expect(phone).toHaveAttribute('href', 'tel:+442079460321');
});

test('the WhatsApp help button appears only for a logged-in customer with a known phone', async ({ page }) => {
  await page.goto('/central-clinic/');
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveCount(0);
  await page.evaluate(() => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('customer_id', '1');
    localStorage.setItem('userPhone', '972501234567');
    window.dispatchEvent(new StorageEvent('storage'));
  });
  const help = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(help).toBeVisible();
  // WhatsApp takes the clinic's international digits, though the site writes its phone nationally.
  await expect(help).toHaveAttribute('href', 'https://wa.me/97235550100?text=Hi%2C%20I%20need%20help!');
  await expect(page.getByRole('link', { name: 'My Appointments' }).first()).toBeAttached();
});

test('entering another tenant forgets the previous login', async ({ page }) => {
  await page.goto('/central-clinic/');
  // A patient logs in through the site's script, which records the clinic first: wait for it (it starts after the
  // drawn page's first paint), or the login below would belong to no clinic.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('current_user'))).toBe('central-clinic');
  await page.evaluate(() => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('customer_id', '1');
  });
  await page.goto('/user/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeAttached();
  // The server draws every page logged out; the script, once it runs, forgets the other clinic's login.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('current_user'))).toBe('user');
});

test('a demo server says so on every page, in a landmark of its own, in the language of the page', async ({ page }) => {
  const english = 'Demo site: login codes are shown on the page, and no WhatsApp message or payment is real.';
  for (const path of ['/central-clinic/', '/central-clinic/treatments', '/central-clinic/login', '/404']) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Demo site' })).toHaveText(english);
  }
  await page.goto('/shalom-clinic/');
  await expect(page.getByRole('region', { name: 'אתר הדגמה' })).toHaveText(
    'אתר הדגמה: קודי הכניסה מוצגים בדף, ואף הודעת WhatsApp או תשלום אינם אמיתיים.',
  );
});
