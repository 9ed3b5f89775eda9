import { expect, test } from '@playwright/test';
import { withoutPageAnswers } from '../support/page-answers';

// Shalom (Hebrew by default) wrote its doctors and branches in Hebrew and English only. An Arabic reader sees them
// in the clinic's own language, Hebrew, whether the server drew the page or the site asked for them (issue 50).

const DOCTOR = 'ד"ר אביגיל בן-דוד';
const BRANCH = 'מרפאת שלום – רחביה';

test.describe('drawn by the server, without the script', () => {
  test.use({ javaScriptEnabled: false });

  test('Shalom in Arabic names its doctors and branches in Hebrew, not English', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
    await page.goto('/shalom-clinic/doctors');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('main').getByText(DOCTOR)).toBeVisible();
    await expect(page.getByText('Dr. Avigail Ben-David')).toHaveCount(0);

    await page.goto('/shalom-clinic/clinics');
    await expect(page.getByRole('main').getByText(BRANCH).first()).toBeVisible();
    await expect(page.getByText('Shalom Clinic – Rehavia')).toHaveCount(0);
  });
});

test('filled by the site, Shalom in Arabic names its doctors and branches in Hebrew, as the server draws them', async ({
  page,
}) => {
  await withoutPageAnswers(page);
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/shalom-clinic/doctors');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('main').getByText(DOCTOR)).toBeVisible();
  await expect(page.getByText('Dr. Avigail Ben-David')).toHaveCount(0);

  await page.goto('/shalom-clinic/clinics');
  await expect(page.getByRole('main').getByText(BRANCH).first()).toBeVisible();
  await expect(page.getByText('Shalom Clinic – Rehavia')).toHaveCount(0);
});
