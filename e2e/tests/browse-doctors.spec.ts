import { expect, test } from '@playwright/test';
import { withoutPageAnswers } from '../support/page-answers';
import { T, hebrew } from '../support/browse';

test.describe('doctors', () => {
  test('only status "1", with coloured letter avatars when there is no image', async ({ page }) => {
    await page.goto(`${T}/doctors`);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Doctors' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(5);
    await expect(page.getByText('Dr. Eitan Shapiro')).toHaveCount(0);
    const avatar = page.getByRole('img', { name: 'Dr. Yosef Friedman' });
    await expect(avatar).toHaveText('D');
    await expect(avatar.locator('rect')).toHaveCSS('fill', 'rgb(227, 111, 123)');
    await expect(page.getByRole('img', { name: 'Dr. Noa Levi' })).toHaveAttribute('src', /dr-levi/);
    await expect(cards.first()).toContainText('Team ID: 1');
  });

  test('retries once when the server does not answer, then says it failed', async ({ page }) => {
    await withoutPageAnswers(page);
    let calls = 0;
    await page.route('**/api/doctors', (route) => (calls++ === 0 ? route.abort() : route.continue()));
    await page.goto(`${T}/doctors`);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
    expect(calls).toBe(2);

    await page.unroute('**/api/doctors');
    calls = 0;
    await page.route('**/api/doctors', (route) => {
      calls++;
      return route.abort();
    });
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Failed to load doctors. Please try again later.');
    expect(calls).toBe(2);
  });

  test('empty list says No doctors found', async ({ page }) => {
    await withoutPageAnswers(page);
    await page.route('**/api/doctors', (route) => route.fulfill({ json: { success: 1, data: [] } }));
    await page.goto(`${T}/doctors`);
    await expect(page.getByText('No doctors found')).toBeVisible();
  });

  test('doctor page: specialty, bio, experience, education and clinics; unknown doctor', async ({ page }) => {
    await page.goto(`${T}/doctors`);
    await page.getByRole('link', { name: 'View profile: Dr. Yosef Friedman' }).click();
    await expect(page).toHaveURL(/\/doctors\/4$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dr. Yosef Friedman' })).toBeVisible();
    await expect(page.getByText(/^Specialty: Cardiology$/)).toBeVisible();
    await expect(page.getByText('22 years')).toBeVisible();
    await expect(page.getByText(/Ben-Gurion University/)).toBeVisible();
    const clinics = page.getByRole('region', { name: 'Where to find me' }).getByRole('link');
    await expect(clinics).toHaveCount(2);
    await expect(clinics.first()).toContainText('Ramat Gan');
    await page.goto(`${T}/doctors/999`);
    await expect(page.getByRole('alert')).toHaveText('Doctor not found.');
    // Dr. Eitan Shapiro is on leave (status "0"): not listed, and not found by address either.
    await page.goto(`${T}/doctors/6`);
    await expect(page.getByRole('alert')).toHaveText('Doctor not found.');
    await page.route('**/api/doctors/4', (route) => route.fulfill({ status: 500, json: { success: 0, message: 'x' } }));
    await page.goto(`${T}/doctors/4`);
    await expect(page.getByRole('alert')).toHaveText('Failed to load doctor information. Please try again later.');
  });

  test('in Hebrew', async ({ page }) => {
    await hebrew(page);
    await page.goto(`${T}/doctors`);
    await expect(page.getByRole('heading', { level: 1, name: 'הרופאים שלנו' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText('מספר צוות: 1')).toBeVisible();
  });
});
