import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  bookThroughApi,
  chooseDayAndTime,
  chooseFirstDayWithSlots,
  latestCode,
  loginThroughApi,
  tenantToken,
  uniqueNational,
  useLoggedIn,
} from '../support/patients';

// Demo clinic: treatment 5 (Flu vaccination, 5 minutes) is offered only at branch 38;
// treatment 2 (Dental cleaning, 45 minutes) at branches 38 and 39.

async function upcomingIds(request: APIRequestContext, customerId: string, token: string) {
  const res = await request.get(
    `/api/bull36/get_appointment_booking_list?cust_id=${customerId}&booking_type=upcoming`,
    {
      headers: { 'x-tenant-token': await tenantToken(request), authorization: `Bearer ${token}` },
    },
  );
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { appointments: { id: number }[] } }).data.appointments.map((a) =>
    String(a.id),
  );
}

const endOf = (time: string, length = 5) => {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + length;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** The day on screen: the one whose times the page last asked for. */
function shownDay(page: Page): () => string {
  let day = '';
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/get_available_time')) day = url.searchParams.get('date') ?? '';
  });
  return () => day;
}

/** The step's Next button (the calendar has a hidden button of the same name for screen readers). */
const nextButton = (page: Page, he: boolean) =>
  page.getByRole('button', { name: he ? 'הבא' : 'Next', exact: true }).filter({ hasText: he ? 'הבא' : 'Next' });

// English books the 5-minute treatment, Hebrew the 45-minute one (nine consecutive slots).
for (const [index, [lang, treatment]] of (
  [
    ['en', 5],
    ['he', 2],
  ] as const
).entries()) {
  test(`an anonymous patient registers and books treatment ${treatment} (${lang})`, async ({ page, request }) => {
    await page.goto('/central-clinic/');
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto(`/central-clinic/treatments/${treatment}/book?branch=38`);
    const he = lang === 'he';
    await expect(page.locator('html')).toHaveAttribute('dir', he ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: he ? 'שלבי ההזמנה' : 'Booking steps' })).toContainText(
      he ? 'אימות' : 'Verification',
    );
    // The calendar opens on the first day with a free time, and says which (booking-datetime.spec.ts checks the day).
    await expect(page.getByText(he ? /^היום הפנוי הראשון: / : /^First free day: /)).toBeVisible();
    await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 30_000 });

    // Next without a time is refused.
    await nextButton(page, he).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: he ? 'נא לבחור שעה לפני שממשיכים' : 'Please select a time slot before proceeding' }),
    ).toBeVisible();

    const time = await chooseDayAndTime(page, 3 + index * 7);
    await nextButton(page, he).click();

    // The clinic's country (Israel) first, named in the page's language.
    await page.getByRole('button', { name: he ? /קידומת מדינה/ : /Country code/ }).click();
    await expect(page.getByRole('option').first()).toHaveText(he ? 'ישראל+972' : 'Israel+972');
    await page.keyboard.press('Escape');
    const national = uniqueNational();
    const wire = `972${national}`;
    await page.getByRole('textbox', { name: he ? /טלפון/ : /Phone number/ }).fill(national);
    await page.getByRole('button', { name: he ? 'שליחת קוד אימות' : 'Send verification code' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox').first().fill('Booking Patient');
    await dialog.getByRole('textbox', { name: he ? /גיל/ : 'Age' }).fill('35');
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button').last().click();
    await expect(dialog).toHaveCount(0);

    const code = await latestCode(request, wire);
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: he ? 'אימות והמשך' : 'Verify and continue' }).click();

    const reference = page.getByTestId('booking-reference');
    await expect(reference).toHaveText(/^\d+$/);
    await expect(
      page.getByText(he ? 'נא להגיע 15 דקות לפני מועד התור.' : 'Please arrive 15 minutes early.'),
    ).toBeVisible();
    // Shown as the desk writes it, national in the clinic's country: "050-123-4567".
    await expect(page.getByText(`0${national.slice(0, 2)}-${national.slice(2, 5)}-${national.slice(5)}`)).toBeVisible();
    await expect(page.getByText(new RegExp(`${time}-`))).toBeVisible();

    // The reference is the patient's upcoming appointment on the server.
    const stored = await page.evaluate(() => ({
      id: localStorage.getItem('customer_id')!,
      token: localStorage.getItem('authToken')!,
    }));
    expect(await upcomingIds(request, stored.id, stored.token)).toContain(await reference.textContent());

    // Add to calendar downloads an .ics with the visit in UTC.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: he ? 'הוספה ליומן' : 'Add to calendar' }).click();
    const file = await (await download).path();
    const ics = (await import('node:fs')).readFileSync(file, 'utf8');
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  });
}

test('a logged-in patient books a multi-slot treatment in one step', async ({ page, request }) => {
  const patient = await loginThroughApi(request);
  await useLoggedIn(page, patient);
  await page.goto('/central-clinic/treatments/2/book?branch=38');
  const steps = page.getByRole('navigation', { name: 'Booking steps' });
  await expect(steps).not.toContainText('Verification');
  await expect(steps).not.toContainText('Phone Number');
  const time = await chooseDayAndTime(page, 20);
  // 45 minutes: nine slots selected from the chosen time.
  await expect(page.getByText(/^Selected: /)).toHaveText(new RegExp(`${time}-`));
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  const reference = page.getByTestId('booking-reference');
  await expect(reference).toHaveText(/^\d+$/);
  expect(await upcomingIds(request, patient.customerId, patient.token)).toContain(await reference.textContent());
});

test('a time taken between showing and choosing is refused with the rule, and the times shown afresh', async ({
  page,
  request,
}) => {
  const patient = await loginThroughApi(request);
  await useLoggedIn(page, patient);
  const day = shownDay(page);
  await page.goto('/central-clinic/treatments/2/book?branch=38');
  await chooseFirstDayWithSlots(page);
  // A time well into the day's list, on screen and not yet chosen.
  const radios = page.getByRole('radiogroup').getByRole('radio');
  const time = (await radios.nth(Math.min(12, (await radios.count()) - 1)).getAttribute('value'))!;
  // Other patients take it meanwhile for the 45-minute treatment, with every doctor (until the clinic refuses).
  let taken = 0;
  for (let i = 0; i < 10; i++) {
    const rival = await loginThroughApi(request);
    const res = await request.post('/api/bull36/create_appointment', {
      headers: { 'x-tenant-token': await tenantToken(request), authorization: `Bearer ${rival.token}` },
      data: {
        branch: 38,
        date: day(),
        start_time: time,
        end_time: endOf(time, 45),
        appointments_type_id: 2,
        cust_id: Number(rival.customerId),
      },
    });
    if (res.status() !== 200) {
      expect(res.status(), await res.text()).toBe(409);
      break;
    }
    taken++;
  }
  expect(taken).toBeGreaterThan(0);
  const radio = page.getByRole('radio', { name: time, exact: true });
  await radio.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await radio.click({ force: true });
  await expect(page.getByText('Please select a time with 9 consecutive available slots')).toBeVisible();
  await expect(page.getByText(/^Selected: /)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: time, exact: true })).toHaveCount(0);
});

test('a time taken between display and confirm shows the server message and fresh slots', async ({ page, request }) => {
  const patient = await loginThroughApi(request);
  await useLoggedIn(page, patient);
  const day = shownDay(page);
  await page.goto('/central-clinic/treatments/5/book?branch=38');
  const time = await chooseDayAndTime(page, 30);
  // Fill every doctor at that time through the API, as other patients would (one visit at a time each).
  let taken = 0;
  for (let i = 0; i < 10; i++) {
    const rival = await loginThroughApi(request);
    const res = await request.post('/api/bull36/create_appointment', {
      headers: { 'x-tenant-token': await tenantToken(request), authorization: `Bearer ${rival.token}` },
      data: {
        branch: 38,
        date: day(),
        start_time: time,
        end_time: endOf(time),
        appointments_type_id: 5,
        cust_id: Number(rival.customerId),
      },
    });
    if (res.status() !== 200) {
      expect(res.status(), await res.text()).toBe(409);
      break;
    }
    taken++;
  }
  expect(taken).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('alert').first()).toContainText(/no longer available|taken/i);
  // Back on step 1 with the day's times asked again: the taken time is no longer offered.
  await expect(page.getByRole('radio', { name: time, exact: true })).toHaveCount(0);
});

test('a patient who already has a visit at that time is told so, in Hebrew', async ({ page, request }) => {
  const patient = await loginThroughApi(request);
  await useLoggedIn(page, patient);
  await page.evaluate(() => localStorage.setItem('language', 'he'));
  const day = shownDay(page);
  await page.goto('/central-clinic/treatments/5/book?branch=38');
  const time = await chooseDayAndTime(page, 40);
  // Meanwhile the same patient books that very time in another tab.
  await bookThroughApi(request, patient, { branch: 38, treatment: 5, date: day(), start: time, end: endOf(time) });
  await page.getByRole('button', { name: 'אישור ההזמנה' }).click();
  await expect(page.getByRole('alert').first()).toContainText('כבר יש לך תור בשעה זו. יש לבחור שעה אחרת.');
  expect(await upcomingIds(request, patient.customerId, patient.token)).toHaveLength(1);
});

test('without a branch the booking address goes to the treatment page', async ({ page }) => {
  await page.goto('/central-clinic/treatments/5/book');
  await expect(page).toHaveURL(/\/central-clinic\/treatments\/5$/);
});

// Treatment 5 is offered only at branch 38: branch 39 exists but does not offer it, 999999 is no branch.
for (const [lang, branch] of [
  ['en', 999999],
  ['he', 39],
] as const) {
  test(`a branch that does not offer the treatment goes to the treatment page (${lang}, ${branch})`, async ({
    page,
  }) => {
    await page.goto('/central-clinic/');
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto(`/central-clinic/treatments/5/book?branch=${branch}`);
    await expect(page).toHaveURL(/\/central-clinic\/treatments\/5$/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(
      page.getByRole('heading', { level: 1, name: lang === 'he' ? 'חיסון נגד שפעת' : 'Flu vaccination' }),
    ).toBeVisible();
  });
}

test('a day the server refuses shows no times; a day it cannot answer can be asked again', async ({ page }) => {
  await page.goto('/central-clinic/treatments/5/book?branch=38');
  // Days other than the one the calendar opened on (the first free day, whose times are already shown).
  const days = page.locator(
    '[role="gridcell"]:not([aria-selected="true"]) [role="button"]:not([aria-disabled="true"])',
  );
  await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[role="gridcell"][aria-selected="true"]')).toBeVisible();
  // The test asks two days: at a month's end this month can have one left or none, so it asks the next month's.
  if ((await days.count()) < 3) await page.getByRole('button', { name: 'Next month' }).click();
  const day = days.first();
  await expect(day).toBeVisible();
  const slots = '**/api/bull36/get_available_time?*';
  await page.route(slots, (route) =>
    route.fulfill({ status: 400, json: { success: 0, message: 'This treatment is not offered at this branch' } }),
  );
  await day.click();
  await expect(page.getByText('No available time slots found for this date')).toBeVisible();

  await page.unroute(slots);
  await page.route(slots, (route) => route.abort('connectionrefused'));
  await days.first().click(); // another day: the one clicked before is now the chosen one
  const failed = page.getByRole('alert').filter({ hasText: 'Failed to load available time slots' });
  await expect(failed).toBeVisible();

  await page.unroute(slots);
  await failed.getByRole('button', { name: 'Try Again' }).click();
  await expect(
    page.getByRole('radiogroup').or(page.getByText('No available time slots found for this date')),
  ).toBeVisible();
});
