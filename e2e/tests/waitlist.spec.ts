import { expect, test } from '@playwright/test';
import { latestCode, loginThroughApi, tenantToken, useLoggedIn } from '../support/patients';
import { STAFF_CLINIC, clinicDaysAhead, patientBooks } from '../support/staff';
import { deskApi } from '../support/staff-desk';

// Issue #20's waitlist end to end: a patient joins the waitlist of a full day on the booking screen, another
// session frees the only time, the offer arrives on WhatsApp (the demo outbox) and holds the time: another patient
// does not see it (nor can book it), and the offer's link books it.

test('join the waitlist of a full day, a freed time is offered on WhatsApp, held from others, and its link books it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const day = clinicDaysAhead(20);
  // The day is blocked but for 10:00-10:15, which both doctors have booked.
  await (await deskApi(request)).blockAllBut(day, '10:00', '10:15', 'Waitlist test');
  const holders = [await loginThroughApi(request, STAFF_CLINIC), await loginThroughApi(request, STAFF_CLINIC)];
  const visits = [];
  for (const holder of holders) visits.push(await patientBooks(request, holder, day, '10:00'));

  const patient = await loginThroughApi(request, STAFF_CLINIC);
  await useLoggedIn(page, patient, STAFF_CLINIC);
  await page.goto(`/${STAFF_CLINIC}/treatments/1/book?branch=1&date=${day}`);
  await expect(page.getByText('No available time slots found for this date')).toBeVisible();
  await page.getByRole('button', { name: 'Join the waitlist for this day' }).click();
  await expect(page.getByText('You are on the waitlist.', { exact: false })).toBeVisible();

  // Another session frees the time.
  const cancelled = await request.post('/api/bull36/cancel_appointment', {
    headers: {
      'x-tenant-token': await tenantToken(request, STAFF_CLINIC),
      authorization: `Bearer ${holders[0]!.token}`,
    },
    data: { cust_id: Number(holders[0]!.customerId), appointment_id: visits[0], user: STAFF_CLINIC },
  });
  expect(cancelled.ok(), await cancelled.text()).toBeTruthy();

  let link = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?phone=${patient.wire}`);
        const offer = ((await res.json()) as { kind: string; text: string }[]).find((m) => m.kind === 'waitlist_offer');
        link = offer?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
        return link;
      },
      { timeout: 60_000 },
    )
    .toContain(`/treatments/1/book?branch=1&date=${day}&time=10%3A00`);

  // Another patient, in a browser of their own, finds the day full: the time is held for the offered patient.
  const other = await loginThroughApi(request, STAFF_CLINIC);
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await useLoggedIn(otherPage, other, STAFF_CLINIC);
  await otherPage.goto(`/${STAFF_CLINIC}/treatments/1/book?branch=1&date=${day}`);
  await expect(otherPage.getByText('No available time slots found for this date')).toBeVisible();
  await otherContext.close();
  // Nor can they book it (as their booking page would send it).
  const refused = await request.post('/api/bull36/create_appointment', {
    headers: { 'x-tenant-token': await tenantToken(request, STAFF_CLINIC), authorization: `Bearer ${other.token}` },
    data: {
      branch: 1,
      date: day,
      start_time: '10:00',
      end_time: '10:15',
      appointments_type_id: 1,
      cust_id: Number(other.customerId),
    },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'TIME_HELD' });

  await page.goto(link);
  // The held time is free to this patient: the link's time is chosen on the day's times (the calendar and the
  // times are loaded apart, slow on a loaded machine).
  await expect(page.getByText(/^Selected: 10:00-/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('radiogroup').getByRole('radio', { name: '10:00' })).toBeEnabled();

  // On the phone the offer reached, nobody is logged in yet: the link's time is chosen all the same, and the
  // usual phone and code come before the booking.
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await phone.goto(link);
  await expect(phone.getByText(/^Selected: 10:00-/)).toBeVisible({ timeout: 30_000 });
  await expect(phone.getByRole('radiogroup').getByRole('radio', { name: '10:00' })).toBeEnabled();
  // The step's Next, not the calendar's next month.
  await phone.getByRole('button', { name: 'Next', exact: true }).filter({ hasText: 'Next' }).click();
  const askedAt = new Date().toISOString();
  await phone.getByRole('textbox', { name: /Phone number/ }).fill(patient.wire.slice(3));
  await phone.getByRole('button', { name: 'Send verification code' }).click();
  const code = await latestCode(request, patient.wire, askedAt);
  await phone.getByRole('textbox').first().click();
  await phone.keyboard.type(code);
  await phone.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(phone.getByTestId('booking-reference')).toHaveText(/^\d+$/);
  await phoneContext.close();
});
