import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from '@playwright/test';
import { bookThroughApi, findFreeTimes, loginThroughApi, useLoggedIn } from '../support/patients';
import { plusMinutes } from '@clinic/contract/core/wall-time';
import { longDate, shortDate } from '../support/dates';

const plus10 = (time: string) => plusMinutes(time, 10);

test('a patient sees an upcoming visit, its QR code, moves it and cancels it', async ({ page, request }) => {
  const patient = await loginThroughApi(request);
  // Branch 39 and the 10-minute check-up: no other browser test books there.
  const free = await findFreeTimes(request, { branch: 39, treatment: 1, need: 8 });
  const [first, , , , later] = free.times.slice(-8);
  const id = await bookThroughApi(request, patient, {
    branch: 39,
    treatment: 1,
    date: free.date,
    start: first!,
    end: plus10(first!),
  });
  await useLoggedIn(page, patient);
  await page.goto('/central-clinic/my_appointments');
  await expect(page.getByRole('tab', { name: 'Upcoming Booking', selected: true })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: `Appointment #${id}` });
  await expect(card).toContainText('General check-up');
  await expect(card).toContainText(shortDate(free.date));
  await expect(card).toContainText(`${first}-${plus10(first!)}`);

  // The QR code is drawn in the page and says which visit it is.
  const qr = card.getByRole('img', { name: `QR code for appointment ${id}` });
  await expect(qr).toBeVisible();
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(JSON.parse(decoded!.data)).toMatchObject({
    id: Number(id),
    type: 'General check-up',
    date: free.date,
    time: `${first}-${plus10(first!)}`,
  });

  // Reschedule to another free time the same day: only a time to choose, the treatment's length decides the end.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Change appointment' });
  await expect(edit.getByLabel('End time')).toHaveCount(0);
  await edit.getByLabel('Time', { exact: true }).selectOption(later!);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Your appointment was moved to' })).toContainText(
    `at ${later}.`,
  );
  await expect(card).toContainText(`${later}-${plus10(later!)}`);

  // Cancel, after confirming: the question names the visit, its day and time, and that nothing paid is nothing kept.
  await card.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel appointment' });
  await expect(confirm).toContainText('Are you sure you want to cancel this appointment?');
  const day = longDate(free.date, 'en');
  await expect(confirm.getByRole('definition').nth(0)).toHaveText('General check-up');
  await expect(confirm.getByRole('definition').nth(1)).toHaveText(`${day}, ${later}-${plus10(later!)}`);
  // The doctor who would have seen the patient (issue 50).
  await expect(confirm.getByRole('definition').nth(2)).toHaveText(/^Dr\. /);
  await expect(confirm.getByRole('definition')).toHaveCount(3);
  await expect(confirm).toContainText('Nothing was paid, so nothing is kept or refunded.');
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your appointment was cancelled.' })).toBeVisible();
  // It leaves Upcoming, and My Booking says what became of it, as a state, not as a button.
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'My Booking' }).click();
  await expect(card).toContainText('Cancelled');
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(card.getByRole('img')).toHaveCount(0);
});

test('without a login the page asks to log in first (Hebrew)', async ({ page }) => {
  await page.goto('/central-clinic/');
  await page.evaluate(() => localStorage.setItem('language', 'he'));
  await page.goto('/central-clinic/my_appointments');
  await expect(page.getByRole('alert')).toContainText('יש להתחבר תחילה');
  await page.getByRole('link', { name: 'התחברות' }).last().click();
  await expect(page).toHaveURL(/\/central-clinic\/login$/);
});

test('a held visit that needs payment is paid from the list', async ({ page, request }) => {
  const patient = await loginThroughApi(request);
  // Treatment 8 needs payment and lasts an hour; find an hour that is free from the end of a day.
  const free = await findFreeTimes(request, { branch: 38, treatment: 8, need: 40 });
  let id: string | undefined;
  for (const start of free.times.slice(-40, -12).reverse()) {
    id = await bookThroughApi(request, patient, {
      branch: 38,
      treatment: 8,
      date: free.date,
      start,
      end: plusMinutes(start, 60),
    }).catch(() => undefined);
    if (id) break;
  }
  expect(id).toBeTruthy();
  await useLoggedIn(page, patient);
  await page.goto('/central-clinic/my_appointments');
  const card = page.getByRole('article').filter({ hasText: `Appointment #${id}` });
  await expect(card).toContainText('Payment due');
  await card.getByRole('button', { name: 'Pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByLabel('Cardholder name').fill('Dana Levi');
  await dialog.getByLabel('Card number').fill('4242424242424242');
  await dialog.getByLabel('Expiry month').selectOption('11');
  await dialog.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
  await dialog.getByLabel('CVC').fill('321');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('Paid');
  await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test('a paid visit cancelled from the list is refunded', async ({ page, request }) => {
  const patient = await loginThroughApi(request);
  // Treatment 8 needs payment: an hour at branch 38 in the late morning (the other tests there take the
  // early morning and the end of the day).
  const free = await findFreeTimes(request, { branch: 38, treatment: 8, need: 60 });
  let id: string | undefined;
  for (const start of free.times.slice(24, 60)) {
    id = await bookThroughApi(request, patient, {
      branch: 38,
      treatment: 8,
      date: free.date,
      start,
      end: plusMinutes(start, 60),
    }).catch(() => undefined);
    if (id) break;
  }
  expect(id).toBeTruthy();
  await useLoggedIn(page, patient);
  await page.goto('/central-clinic/my_appointments');
  const card = page.getByRole('article').filter({ hasText: `Appointment #${id}` });
  await card.getByRole('button', { name: 'Pay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByLabel('Cardholder name').fill('Dana Levi');
  await dialog.getByLabel('Card number').fill('4242424242424242');
  await dialog.getByLabel('Expiry month').selectOption('11');
  await dialog.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
  await dialog.getByLabel('CVC').fill('321');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('Paid');

  await card.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel appointment' });
  // After the visit, its day and time and its doctor: what was paid, the assessment's fee the clinic keeps, and what
  // comes back, in the clinic's currency.
  await expect(confirm.getByRole('definition').nth(3)).toHaveText('₪100');
  await expect(confirm.getByRole('definition').nth(4)).toHaveText('₪80');
  await expect(confirm.getByRole('definition').nth(5)).toHaveText('₪20');
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'My Booking' }).click();
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText('₪20 refunded');
  await expect(card).toContainText('₪80 kept as the cancellation fee');
  await expect(card).not.toContainText('Paid');

  await page.evaluate(() => localStorage.setItem('language', 'he'));
  await page.reload();
  await page.getByRole('tab', { name: 'התורים שלי' }).click();
  const hebrew = page.getByRole('article').filter({ hasText: `תור מס׳ ${id}` });
  await expect(hebrew).toContainText('הוחזר');
  await expect(hebrew).toContainText('בוטל');
  await expect(page.getByRole('tab', { name: 'תורים קרובים' })).toBeVisible();
});

test('logged out, my appointments asks to log in first', async ({ page }) => {
  await page.goto('/central-clinic/my_appointments');
  await expect(page.getByRole('alert')).toHaveText('No customer ID found. Please login first.');
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/central-clinic/login',
  );
});
