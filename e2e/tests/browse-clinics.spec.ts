import { expect, test } from '@playwright/test';
import { withoutPageAnswers } from '../support/page-answers';
import { T, hebrew } from '../support/browse';

test.describe('clinics', () => {
  test('cards with address and directions, weekly hours and book at the branch', async ({ page }) => {
    await page.goto(`${T}/clinics`);
    const cards = page.getByRole('main').getByRole('list').first().locator(':scope > li');
    await expect(cards).toHaveCount(4);
    const ramatAviv = cards.filter({ hasText: 'Ramat Aviv' });
    await expect(ramatAviv.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir\/.*destination=40%20Einstein/,
    );
    const days = ramatAviv.locator('dt');
    await expect(days).toHaveText(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    const hours = ramatAviv.locator('dd');
    await expect(hours.nth(0)).toHaveText('08:00 - 13:00, 15:00 - 19:00');
    // Closed: seen as '-', said as a word.
    await expect(hours.nth(6).locator('[aria-hidden=true]')).toHaveText('-');
    await expect(hours.nth(6)).toMatchAriaSnapshot('- definition: Closed');
    await expect(ramatAviv.locator('.rich-text strong')).toHaveText('free parking');
    await expect(page.getByRole('link', { name: 'Call us 03-555-0100' })).toHaveAttribute('href', 'tel:+97235550100');
    await page.getByRole('link', { name: 'Book at this clinic: Central Clinic – Dizengoff' }).click();
    await expect(page).toHaveURL(/\/treatments\?branch=38$/);
    await expect(page.getByText('Showing treatments at Central Clinic – Dizengoff')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'ECG' })).toHaveCount(0);
  });

  test('in Hebrew the day names are Hebrew', async ({ page }) => {
    await hebrew(page);
    await page.goto(`${T}/clinics`);
    await expect(page.getByRole('heading', { level: 1, name: 'המרפאות שלנו' })).toBeVisible();
    await expect(page.locator('dt').first()).toHaveText('יום ראשון');
    await expect(page.locator('dt').nth(6)).toHaveText('יום שבת');
  });

  test('the error state offers Try Again, which reloads', async ({ page }) => {
    await withoutPageAnswers(page);
    let fail = true;
    await page.route('**/api/clinics', (route) =>
      fail ? route.fulfill({ status: 500, json: { success: 0, message: 'x' } }) : route.continue(),
    );
    await page.goto(`${T}/clinics`);
    await expect(page.getByRole('alert')).toContainText('Failed to load clinics. Please try again later.');
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('link', { name: 'Book at this clinic: Central Clinic – Dizengoff' })).toBeVisible();
  });

  test('clinic page: contact, hours, services, doctors; unknown clinic', async ({ page }) => {
    await page.goto(`${T}/clinics`);
    await page.getByRole('link', { name: 'Clinic details: Central Clinic – Dizengoff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Central Clinic – Dizengoff' })).toBeVisible();
    // The branch's phone as the clinic's people write it; the link dials it from anywhere.
    await expect(page.getByRole('link', { name: '03-555-0110', exact: true })).toHaveAttribute(
      'href',
      'tel:+97235550110',
    );
    await expect(page.getByRole('link', { name: 'dizengoff@central-clinic.example' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Services' }).getByRole('link')).toHaveCount(8);
    await expect(page.getByRole('region', { name: 'Doctors at this location' }).getByRole('link')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', /google\.com\/maps/);
    await page.goto(`${T}/clinics/777`);
    await expect(page.getByRole('alert')).toHaveText('Clinic not found.');
    await page.route('**/api/clinics/38', (route) => route.abort());
    await page.goto(`${T}/clinics/38`);
    await expect(page.getByRole('alert')).toHaveText('Failed to load clinic information. Please try again later.');
  });
});
