import { expect, test } from '@playwright/test';
import { withoutPageAnswers } from '../support/page-answers';
import { T } from '../support/browse';

test.describe('home', () => {
  test('banner, about us, three doctors with View All, and a call to action', async ({ page }) => {
    await page.goto(`${T}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Care that fits your day' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About Central Clinic' })).toBeVisible();
    const doctors = page.getByRole('region', { name: 'Meet Our Doctors' }).getByRole('listitem');
    await expect(doctors).toHaveCount(3);
    await expect(doctors.first()).toContainText('Dr. Noa Levi');
    await expect(doctors.first()).toContainText('Family physician focused on preventive care');
    await expect(doctors.first()).not.toContainText('<p>');
    // The clinic's phone as its (Israeli) people write it; the link dials it from anywhere.
    await expect(page.getByRole('link', { name: 'Call us 03-555-0100' })).toHaveAttribute('href', 'tel:+97235550100');
    await page.getByRole('link', { name: 'Book an Appointment' }).click();
    await expect(page).toHaveURL(/\/central-clinic\/contact$/);
    await page.goBack();
    await page.getByRole('link', { name: 'View All Doctors' }).click();
    await expect(page).toHaveURL(/\/central-clinic\/doctors$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Find a Doctor' }).click();
    await expect(page).toHaveURL(/\/central-clinic\/doctors$/);
  });

  test('in Hebrew, right to left, with no View All for three doctors', async ({ page }) => {
    await page.goto('/shalom-clinic/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('רפואה אישית בלב ירושלים');
    await expect(page.getByRole('link', { name: 'מצאו רופא' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'הכירו את הרופאים שלנו' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'לכל הרופאים' })).toHaveCount(0);
  });

  test('defaults when the banner lists are absent, and the error state', async ({ page }) => {
    await withoutPageAnswers(page);
    let fail = false;
    await page.route('**/api/get_template', async (route) => {
      if (fail) return route.fulfill({ status: 500, json: { success: 0, message: 'boom' } });
      const response = await route.fetch();
      const body = await response.json();
      Object.assign(body.template_data, { banner_main_heading: null, banner_discription: '', banner_images: '[]' });
      return route.fulfill({ response, json: body });
    });
    await page.goto(`${T}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Central Clinic');
    await expect(page.getByText('Caring, unhurried medicine')).toBeVisible();
    fail = true;
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Failed to load data. Please try again later.');
  });
});
