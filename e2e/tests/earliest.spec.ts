import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginThroughApi, tenantToken, useLoggedIn } from '../support/patients';
import { shortDate } from '../support/dates';

// Issue #21: the treatment page shows each branch's first free time; one tap opens booking on that day and time.

type Earliest = { branch: number; date: string; start_time: string; doctor_count: number };

async function earliestOf(request: APIRequestContext, tenant: string, treatment: number): Promise<Earliest[]> {
  const res = await request.get(`/api/availability/earliest?appointment_type=${treatment}`, {
    headers: { 'x-tenant-token': await tenantToken(request, tenant) },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { earliest: Earliest[] }).earliest;
}

async function bookFirst(page: Page, link: RegExp, first: Earliest, selected: string) {
  await page.getByRole('link', { name: link }).first().click();
  await expect(page).toHaveURL(new RegExp(`book\\?branch=${first.branch}&date=${first.date}&time=`));
  await expect(page.getByText(new RegExp(`^${selected} ${first.start_time}-`))).toBeVisible({ timeout: 30_000 });
}

test('English: the first free time per branch, in the picker too, and one tap books it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const patient = await loginThroughApi(request);
  await useLoggedIn(page, patient);
  // Dental cleaning: Dizengoff and Ramat Aviv.
  const earliest = await earliestOf(request, 'central-clinic', 2);
  expect(earliest.map((e) => e.branch).sort()).toEqual([38, 39]);
  await page.goto('/central-clinic/treatments/2');
  const first = earliest[0]!;
  const name = first.branch === 38 ? 'Central Clinic – Dizengoff' : 'Central Clinic – Ramat Aviv';
  const text = `First available: ${shortDate(first.date)}, \u2066${first.start_time}\u2069 — ${name}`;
  const section = page.getByRole('region', { name: 'First available' });
  await expect(section.getByRole('link')).toHaveCount(2);
  await expect(section.getByRole('link').first()).toHaveText(text);
  await expectNoSeriousA11yViolations(page, 'treatment page (en)');

  // The branch picker shows each branch's first free time beside it.
  await page.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: /^First available: / })).toHaveCount(2);
  await expect(dialog.getByRole('link', { name: text })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'branch picker (en)', '[role=dialog]');
  await page.keyboard.press('Escape');

  await bookFirst(page, /^First available: /, first, 'Selected:');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByTestId('booking-reference')).toHaveText(/^\d+$/);
});

test('Hebrew: the first free time per branch in Hebrew, and one tap opens booking on it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const patient = await loginThroughApi(request, 'shalom-clinic');
  await useLoggedIn(page, patient, 'shalom-clinic');
  // Vaccination: both branches.
  const earliest = await earliestOf(request, 'shalom-clinic', 3);
  expect(earliest).toHaveLength(2);
  await page.goto('/shalom-clinic/treatments/3');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const first = earliest[0]!;
  const name = first.branch === 1 ? 'מרפאת שלום – רחביה' : 'מרפאת שלום – עמק רפאים';
  const section = page.getByRole('region', { name: 'התורים הפנויים הראשונים' });
  await expect(section.getByRole('link').first()).toHaveText(
    `התור הפנוי הראשון: ${shortDate(first.date)}, \u2066${first.start_time}\u2069 — ${name}`,
  );
  await expectNoSeriousA11yViolations(page, 'treatment page (he)');
  await bookFirst(page, /^התור הפנוי הראשון: /, first, 'נבחר:');
  await page.getByRole('button', { name: 'אישור ההזמנה' }).click();
  await expect(page.getByTestId('booking-reference')).toHaveText(/^\d+$/);
});
