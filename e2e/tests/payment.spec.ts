import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  type Patient,
  bookThroughApi,
  chooseDayAndTime,
  findFreeTimes,
  loginThroughApi,
  tenantToken,
  useLoggedIn,
} from '../support/patients';

// Demo clinic: treatment 8 (60 minutes, payment required: 100 of its 250, sandbox company) at branches 38 and 40.

async function bookForcedTreatment(page: Page, request: APIRequestContext, from: number) {
  const patient = await loginThroughApi(request);
  await useLoggedIn(page, patient);
  await page.goto('/central-clinic/treatments/8/book?branch=40');
  const steps = page.getByRole('navigation', { name: 'Booking steps' });
  await expect(steps).toContainText('Payment');
  await chooseDayAndTime(page, from);
  // Other browser tests book this clinic at the same time: a time taken meanwhile sends the patient back
  // to step 1 with fresh times (as it should), and the test then takes another one (on a later day when
  // that day has none left).
  const summary = page.getByRole('heading', { name: 'Appointment summary' });
  for (let attempt = 0; attempt < 4 && !(await summary.isVisible()); attempt++) {
    if (attempt > 0) await chooseDayAndTime(page, from + attempt * 13);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(summary.or(page.getByText(/no longer available/)).first()).toBeVisible();
  }
  await expect(summary).toBeVisible();
  // The treatment's price, and the server's amount paid now: the forced part of it; the rest at the clinic.
  await expect(page.getByTestId('payment-total')).toHaveText('₪250');
  await expect(page.getByTestId('payment-now')).toHaveText('₪100');
  await expect(page.getByTestId('payment-at-clinic')).toHaveText('₪150');
  return patient;
}

async function upcoming(request: APIRequestContext, patient: Patient) {
  const res = await request.get(
    `/api/bull36/get_appointment_booking_list?cust_id=${patient.customerId}&booking_type=upcoming`,
    { headers: { 'x-tenant-token': await tenantToken(request), authorization: `Bearer ${patient.token}` } },
  );
  return (
    (await res.json()) as { data: { appointments: { id: number; paid_status: number; cancle_status: number }[] } }
  ).data.appointments;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Cardholder name').fill('Dana Levi');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('CVC').fill('123');
}

test('a forced-payment booking paid by card is confirmed and marked paid', async ({ page, request }) => {
  const patient = await bookForcedTreatment(page, request, 66);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Please fill in all required payment fields')).toBeVisible();
  await fillCard(page, '4242424242424242');
  // Grouped in fours as on the card.
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByTestId('booking-reference')).toHaveText(/^\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment completed successfully!' })).toBeVisible();
  const id = Number(await page.getByTestId('booking-reference').textContent());
  expect((await upcoming(request, patient)).find((a) => a.id === id)).toMatchObject({
    paid_status: 1,
    cancle_status: 0,
  });
});

test('a declined card cancels the appointment and returns to the date step', async ({ page, request }) => {
  const patient = await bookForcedTreatment(page, request, 80);
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Payment failed. Your appointment has been cancelled.' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Booking steps' }).locator('[aria-current="step"]')).toContainText(
    'Date & Time',
  );
  const list = await upcoming(request, patient);
  expect(list.length === 0 || list.every((a) => Number(a.cancle_status) !== 0)).toBe(true);
});

test('a forced-payment booking paid in the hosted popup', async ({ page, request }) => {
  await bookForcedTreatment(page, request, 94);
  await page.getByRole('button', { name: 'Pay on a secure page instead' }).click();
  await expect(page.getByText('A secure payment window opens when you press Pay now.')).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  const linkRequest = page.waitForRequest((r) => r.url().includes('/api/bull36/payment_link/'));
  await page.getByRole('button', { name: 'Pay now' }).click();
  const popup = await popupPromise;
  // The specification's payment-link request, with the amount the patient was shown.
  expect((await linkRequest).postDataJSON()).toMatchObject({ treatment_id: 8, branch_id: 40, treatment_price: 100 });
  await popup.waitForLoadState();
  await expect(page.getByText('Processing payment…')).toBeVisible();
  await popup.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByTestId('booking-reference')).toHaveText(/^\d+$/, { timeout: 15_000 });
});

test('when the payment details cannot be loaded the payment step says so', async ({ page, request }) => {
  const patient = await loginThroughApi(request);
  // Booked through the API at branch 38 early in the day: the page-driven payment tests book branch 40 and
  // appointments.spec.ts this treatment late in the day. Paid from My appointments.
  const free = await findFreeTimes(request, { branch: 38, treatment: 8, need: 24 });
  let booked: string | undefined;
  for (const time of free.times.slice(0, 24)) {
    const [h, m] = time.split(':').map(Number) as [number, number];
    const end = `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    booked = await bookThroughApi(request, patient, {
      branch: 38,
      treatment: 8,
      date: free.date,
      start: time,
      end,
    }).catch(() => undefined);
    if (booked) break;
  }
  expect(booked).toBeTruthy();
  await page.route('**/api/bull36/get_payment_details?*', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await useLoggedIn(page, patient);
  await page.goto('/central-clinic/my_appointments');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load payment details' })).toBeVisible();
});

/** Confirms the chosen time until the payment step shows (another test may take a time first), from `from` on. */
async function confirmUntilPayment(page: Page, he: boolean, from: number) {
  const summary = page.getByRole('heading', { name: he ? 'סיכום התור' : 'Appointment summary' });
  for (let attempt = 0; attempt < 4 && !(await summary.isVisible()); attempt++) {
    if (attempt > 0) await chooseDayAndTime(page, from + attempt * 13);
    await page.getByRole('button', { name: he ? 'אישור ההזמנה' : 'Confirm booking' }).click();
    await expect(summary.or(page.getByText(he ? /כבר אינה פנויה/ : /no longer available/)).first()).toBeVisible();
  }
  await expect(summary).toBeVisible();
}

// Back from the payment step lets go of the held visit: confirming again (another time in English, the same time
// in Hebrew) leaves the patient one held visit, never two.
for (const [lang, from, sameTime] of [
  ['en', 110, false],
  ['he', 124, true],
] as const) {
  test(`back from payment and confirming again holds one visit, not two (${lang})`, async ({ page, request }) => {
    const he = lang === 'he';
    const patient = await loginThroughApi(request);
    await useLoggedIn(page, patient);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto('/central-clinic/treatments/8/book?branch=40');
    await chooseDayAndTime(page, from);
    await confirmUntilPayment(page, he, from);
    const held = async () => (await upcoming(request, patient)).filter((a) => Number(a.cancle_status) === 0);
    expect(await held()).toHaveLength(1);

    await page.getByRole('button', { name: he ? 'חזרה' : 'Back', exact: true }).click();
    const current = page.getByRole('navigation', { name: he ? 'שלבי ההזמנה' : 'Booking steps' });
    await expect(current.locator('[aria-current="step"]')).toContainText(he ? 'תאריך' : 'Date & Time');
    await expect.poll(async () => (await held()).length).toBe(0);
    if (!sameTime) await chooseDayAndTime(page, from + 5);
    await confirmUntilPayment(page, he, from + 5);
    await expect(page.getByTestId('payment-now')).toContainText('100');
    expect(await held()).toHaveLength(1);
  });
}
