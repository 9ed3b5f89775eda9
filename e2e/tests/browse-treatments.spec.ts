import { expect, test } from '@playwright/test';
import { withoutPageAnswers } from '../support/page-answers';
import { T, hebrew } from '../support/browse';

test.describe('treatments', () => {
  test('6 a page with previous, numbered and next buttons; the new page starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${T}/treatments`);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    const pages = page.getByRole('navigation', { name: 'Treatment pages' });
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // The site's script may take the drawn screen's place meanwhile (the nav found is then another one): again.
    await expect(async () => {
      await pages.scrollIntoViewIfNeeded({ timeout: 1000 });
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    }).toPass();
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(cards).toHaveCount(5);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(cards.first()).toContainText('General check-up');
  });

  test("card: price badge and detail lines in the clinic's currency, what is paid online", async ({ page }) => {
    await page.goto(`${T}/treatments?page=2`);
    const card = page.getByRole('article').filter({ hasText: 'Comprehensive health assessment' });
    await expect(card).not.toContainText('$');
    await expect(card).toContainText('60 minutes');
    await expect(card).toContainText('₪250');
    await expect(card).toContainText('Payment required');
    await expect(card).toContainText('₪100 online when booking, ₪150 at the clinic');
    await expect(card).toContainText('₪80');
    const mole = page.getByRole('article').filter({ hasText: 'Mole mapping' });
    await expect(mole.getByRole('img', { name: 'Mole mapping' })).toHaveText('M');
    await expect(mole).toContainText('No payment required');
  });

  test('Book Now: one branch goes straight to booking', async ({ page }) => {
    await page.goto(`${T}/treatments`);
    await page.getByRole('button', { name: 'Book Now: Flu vaccination' }).click();
    await expect(page).toHaveURL(/\/treatments\/5\/book\?branch=38$/);
  });

  test('Book Now: several branches open the branch picker', async ({ page }) => {
    await page.goto(`${T}/treatments`);
    await page.getByRole('button', { name: 'Book Now: Dental cleaning' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
    await expect(dialog).toBeVisible();
    const choices = dialog.getByRole('button', { name: /^Central Clinic – / });
    await expect(choices).toHaveCount(2);
    await expect(choices.first()).toContainText('120 Dizengoff St');
    // The description is cut to 100 characters and an ellipsis.
    const text = (await choices.first().locator('span.text-slate-500').textContent()) ?? '';
    expect(text.endsWith('...')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(103);
    await expect(choices.first().locator('img')).toHaveAttribute('src', /central-dizengoff/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Book Now: Dental cleaning' }).click();
    await dialog.getByRole('button', { name: /^Central Clinic – Ramat Aviv/ }).click();
    await expect(page).toHaveURL(/\/treatments\/2\/book\?branch=39$/);
  });

  test('Book Now: no branches shows a message with Close and Contact Us', async ({ page }) => {
    await page.goto(`${T}/treatments?page=2`);
    await page.getByRole('button', { name: 'Book Now: Physiotherapy session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Not available online' });
    await expect(dialog).toContainText('not offered at any branch');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Book Now: Physiotherapy session' }).click();
    await dialog.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/central-clinic\/contact$/);
  });

  test('Book Now: a branch query goes straight to that branch; a failure falls back to branch 38', async ({ page }) => {
    await page.goto(`${T}/treatments?branch=40`);
    await expect(page.getByRole('article')).toHaveCount(6);
    await page.getByRole('button', { name: 'Book Now: ECG' }).click();
    await expect(page).toHaveURL(/\/treatments\/4\/book\?branch=40$/);

    await page.route('**/api/clinics', (route) => route.fulfill({ status: 500, json: { success: 0, message: 'x' } }));
    await page.goto(`${T}/treatments`);
    // A treatment that branch 38 offers, so the booking page stays (one it does not offer goes to its own page).
    await page.getByRole('button', { name: 'Book Now: Dental cleaning' }).click();
    await expect(page).toHaveURL(/\/treatments\/2\/book\?branch=38$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dental cleaning');
  });

  test('treatments retry once on no answer; a non-list is invalid data; an empty list', async ({ page }) => {
    await withoutPageAnswers(page);
    let calls = 0;
    await page.route('**/api/treatments', (route) => (calls++ === 0 ? route.abort() : route.continue()));
    await page.goto(`${T}/treatments`);
    await expect(page.getByRole('article')).toHaveCount(6);
    expect(calls).toBe(2);
    await page.unroute('**/api/treatments');

    await page.route('**/api/treatments', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Failed to load treatments. Please try again later.');
    await page.unroute('**/api/treatments');

    await page.route('**/api/treatments', (route) => route.fulfill({ json: { success: 1, data: { id: 1 } } }));
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Invalid data received from server');
    await page.unroute('**/api/treatments');

    await page.route('**/api/treatments', (route) => route.fulfill({ json: { success: 1, data: [] } }));
    await page.reload();
    await expect(page.getByText('No treatments found.')).toBeVisible();
  });

  test('detail page: facts, description markup, back link and its own branch rule', async ({ page }) => {
    await page.goto(`${T}/treatments?page=2`);
    await page.getByRole('link', { name: 'View Details: Comprehensive health assessment' }).click();
    await expect(page).toHaveURL(/\/treatments\/8$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comprehensive health assessment' })).toBeVisible();
    await expect(page.getByText('Payment required')).toBeVisible();
    await expect(page.locator('.rich-text strong')).toContainText('A deposit of ₪100');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Choose a branch' }).getByRole('button', { name: /^Central Clinic – / }),
    ).toHaveCount(2);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Back to treatments' }).click();
    await expect(page).toHaveURL(/\/treatments$/);

    // No branch: straight to the default branch 38; one branch: straight to it.
    await page.goto(`${T}/treatments/9`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/treatments\/9\/book\?branch=38$/);
    await page.goto(`${T}/treatments/5`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/treatments\/5\/book\?branch=38$/);
  });

  test('detail page errors', async ({ page }) => {
    await withoutPageAnswers(page);
    await page.goto(`${T}/treatments/4242`);
    await expect(page.getByRole('alert')).toHaveText('Treatment not found');
    await page.route('**/api/treatments/1', (route) => route.abort());
    await page.goto(`${T}/treatments/1`);
    await expect(page.getByRole('alert')).toHaveText('Failed to load treatment details. Please try again later.');
  });

  test('in Hebrew, with the branch picker', async ({ page }) => {
    await hebrew(page);
    await page.goto(`${T}/treatments`);
    await expect(page.getByRole('heading', { level: 1, name: 'הטיפולים שלנו' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'עמודי טיפולים' })).toBeVisible();
    await page.getByRole('button', { name: /^לקביעת תור: ניקוי/ }).click();
    const dialog = page.getByRole('dialog', { name: 'בחירת סניף' });
    await expect(dialog.getByRole('listitem').getByRole('button')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'סגירה' }).click();
    await page.getByRole('button', { name: 'עמוד 2' }).click();
    await page.getByRole('button', { name: /^לקביעת תור: טיפול פיזיותרפיה/ }).click();
    await expect(page.getByRole('dialog', { name: 'לא זמין להזמנה באתר' })).toBeVisible();
  });
});
