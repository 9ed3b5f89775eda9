import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  bookThroughApi,
  expectNoSeriousA11yViolations,
  findFreeTimes,
  loginThroughApi,
  tenantToken,
  useLoggedIn,
} from '../support/patients';
import { shownInField, typeClinicDate } from '../support/clinic-fields';
import { plusMinutes } from '@clinic/contract/core/wall-time';
import { longDate } from '../support/dates';

// Demo clinic: treatment 1 (General check-up, 10 minutes) at branch 39. The card and dialog texts per language.
const TEXT = {
  en: {
    edit: 'Edit',
    dialog: 'Change appointment',
    date: 'Date',
    time: 'Time',
    current: '(current time)',
    save: 'Save changes',
    withDoctor: /^Move to /,
    moved: (date: string, time: string) => `Your appointment was moved to ${date} at ${time}.`,
    expired: 'Expired — not paid in time',
    bookAgain: 'Book again',
    cancelled: 'Cancelled',
    reference: (id: string) => `Appointment #${id}`,
  },
  he: {
    edit: 'עריכה',
    dialog: 'שינוי מועד התור',
    date: 'תאריך',
    time: 'שעה',
    current: '(השעה הנוכחית)',
    save: 'שמירת השינויים',
    withDoctor: /^העברה אל /,
    moved: (date: string, time: string) => `התור הועבר ל${date} בשעה ${time}.`,
    expired: 'פג תוקף — לא שולם בזמן',
    bookAgain: 'הזמנה מחדש',
    cancelled: 'בוטל',
    reference: (id: string) => `תור מס׳ ${id}`,
  },
} as const;

async function availableTimes(request: APIRequestContext, date: string) {
  const res = await request.get(
    `/api/bull36/get_available_time?data_time=5&branch=39&appointment_type=1&date=${date}`,
    { headers: { 'x-tenant-token': await tenantToken(request) } },
  );
  const slots = ((await res.json()) as { time_slots: { time: string; available: boolean }[] }).time_slots;
  return new Set(slots.filter((s) => s.available).map((s) => s.time));
}

async function openAs(page: Page, lang: 'en' | 'he') {
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  await page.goto('/central-clinic/my_appointments');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

for (const [lang, from] of [
  ['en', 30],
  ['he', 50],
] as const) {
  test(`the edit dialog offers only the day's free times and says the new time (${lang})`, async ({
    page,
    request,
  }) => {
    const text = TEXT[lang];
    const patient = await loginThroughApi(request);
    const other = await loginThroughApi(request);
    const free = await findFreeTimes(request, { branch: 39, treatment: 1, need: 63 });
    const [first, taken, later] = [free.times[from]!, free.times[from + 4]!, free.times[from + 8]!];
    const id = await bookThroughApi(request, patient, {
      branch: 39,
      treatment: 1,
      date: free.date,
      start: first,
      end: plusMinutes(first, 10),
    });
    // Another patient's visit: its time is not offered.
    await bookThroughApi(request, other, {
      branch: 39,
      treatment: 1,
      date: free.date,
      start: taken,
      end: plusMinutes(taken, 10),
    });
    const freeBefore = await availableTimes(request, free.date);

    await useLoggedIn(page, patient);
    await openAs(page, lang);
    const card = page.getByRole('article').filter({ hasText: text.reference(id) });
    await card.getByRole('button', { name: text.edit }).click();
    const edit = page.getByRole('dialog', { name: text.dialog });
    const time = edit.getByLabel(text.time, { exact: true });
    await expect(edit.getByRole('combobox')).toHaveCount(1);
    // The date in the clinic's order (Israel: day first), whatever the browser's; typed part by part, the day's free
    // times follow it: another day, then the visit's own again.
    const date = edit.getByRole('group', { name: text.date, exact: true });
    const [year, month, day] = free.date.split('-');
    expect(await shownInField(date)).toMatch(new RegExp(`^0?${Number(day)}\\D+0?${Number(month)}\\D+${year}$`));
    const dayAfter = new Date(Date.parse(`${free.date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await typeClinicDate(date, dayAfter);
    await expect(time).not.toHaveValue(first);
    await typeClinicDate(date, free.date);
    await expect(time).toHaveValue(first);
    await expect(time.locator(`option[value="${first}"]`)).toHaveText(`${first} ${text.current}`);
    const offered = (
      await time.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
    ).filter(Boolean);
    expect(offered).toContain(later);
    expect(offered).not.toContain(taken);
    // Every time offered is free (the visit's own time and the slot after it are free to it), and none of 06:30 to
    // 24:00 that the branch does not offer. Other tests book and move visits in this clinic meanwhile, so a time
    // counts as free when it was free before the dialog read its list or after.
    const own = new Set([first, plusMinutes(first, 5)]);
    const freeAfter = await availableTimes(request, free.date);
    expect(offered.filter((t) => !freeBefore.has(t) && !freeAfter.has(t) && !own.has(t))).toEqual([]);
    await expectNoSeriousA11yViolations(page, `edit dialog (${lang})`, '[role="dialog"]');

    if (lang === 'he') {
      // By keyboard: the time chosen with the arrow keys, saved from the keyboard.
      await time.focus();
      while ((await time.inputValue()) !== later) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(edit.getByRole('button', { name: text.save })).toBeFocused();
      await page.keyboard.press('Enter');
    } else {
      await time.selectOption(later);
      await edit.getByRole('button', { name: text.save }).click();
    }
    // Other tests book this branch too: when the visit's own doctor has been taken at that time meanwhile, the
    // dialog asks before another doctor takes it, and the patient agrees.
    const otherDoctor = edit.getByRole('button', { name: text.withDoctor });
    await expect.poll(async () => (await edit.count()) === 0 || (await otherDoctor.isVisible())).toBe(true);
    if (await otherDoctor.isVisible()) await otherDoctor.click();
    await expect(edit).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: text.moved(longDate(free.date, lang), later) }),
    ).toBeVisible();
    await expect(card).toContainText(`${later}-${plusMinutes(later, 10)}`);
  });

  test(`an unpaid hold that expired says so and offers to book again (${lang})`, async ({ page, request }) => {
    const text = TEXT[lang];
    const patient = await loginThroughApi(request);
    const free = await findFreeTimes(request, { branch: 39, treatment: 1, need: 63 });
    const start = free.times[from + 12]!;
    const id = await bookThroughApi(request, patient, {
      branch: 39,
      treatment: 1,
      date: free.date,
      start,
      end: plusMinutes(start, 10),
    });
    // The list as the server answers once the hold ran out unpaid (the server's side: listed-status.test.ts).
    await page.route('**/api/bull36/get_appointment_booking_list?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { appointments: Record<string, unknown>[] } };
      for (const a of body.data.appointments) {
        if (String(a.id) === id) Object.assign(a, { status: 'expired', cancle_status: 1, payment_due: 0 });
      }
      await route.fulfill({ response, json: body });
    });
    await useLoggedIn(page, patient);
    await openAs(page, lang);
    const card = page.getByRole('article').filter({ hasText: text.reference(id) });
    await expect(card).toContainText(text.expired);
    await expect(card.getByRole('button', { name: text.cancelled })).toHaveCount(0);
    // Nothing to show at the reception.
    await expect(card.getByRole('img')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `expired visit (${lang})`, 'main');
    const again = card.getByRole('link', { name: text.bookAgain });
    await expect(again).toHaveAttribute('href', '/central-clinic/treatments/1/book?branch=39');
    await again.click();
    await expect(page).toHaveURL(/\/central-clinic\/treatments\/1\/book\?branch=39$/);
    await expect(page.getByRole('navigation', { name: lang === 'he' ? 'שלבי ההזמנה' : 'Booking steps' })).toBeVisible();
  });
}
