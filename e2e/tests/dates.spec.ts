import { type APIRequestContext, expect, test } from '@playwright/test';
import { findFreeTimes, loginThroughApi, tenantToken, useLoggedIn } from '../support/patients';
import { longDate, shortDate } from '../support/dates';

// One booking journey, one way to write each kind of date (issue 50): the long date in headings and sentences, the
// short one (dd.mm.yyyy) in links, cards and lists. Demo clinic: treatment 1 (General check-up, 10 minutes) at
// branch 39.

const TEXT = {
  en: {
    firstAvailable: 'First available: ',
    times: 'Available times on ',
    confirm: 'Confirm booking',
    date: 'Date',
    cancel: 'Cancel',
    dialog: 'Cancel appointment',
    reference: (id: string) => `Appointment #${id}`,
  },
  he: {
    firstAvailable: 'התור הפנוי הראשון: ',
    times: 'שעות פנויות ב-',
    confirm: 'אישור ההזמנה',
    date: 'תאריך',
    cancel: 'ביטול',
    dialog: 'ביטול תור',
    reference: (id: string) => `תור מס׳ ${id}`,
  },
} as const;

async function firstAvailableDate(request: APIRequestContext) {
  const res = await request.get('/api/availability/earliest?appointment_type=1', {
    headers: { 'x-tenant-token': await tenantToken(request) },
  });
  return ((await res.json()) as { earliest: { date: string }[] }).earliest[0]!.date;
}

for (const [index, lang] of (['en', 'he'] as const).entries()) {
  const l = TEXT[lang];

  test(`a booking journey writes each date one way: long in sentences, dd.mm.yyyy in lists (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const patient = await loginThroughApi(request);
    await useLoggedIn(page, patient);
    await page.evaluate((language) => localStorage.setItem('language', language), lang);

    // The treatment's first free time: a link, so the short date.
    await page.goto('/central-clinic/treatments/1');
    const first = await firstAvailableDate(request);
    await expect(page.getByRole('link', { name: l.firstAvailable }).first()).toContainText(
      `${l.firstAvailable}${shortDate(first)}, `,
    );

    // The day's times: a heading, so the long date, weekday and year in the language's words.
    const free = await findFreeTimes(request, { branch: 39, treatment: 1, need: 30 });
    const time = free.times[12 + index * 6]!;
    await page.goto(`/central-clinic/treatments/1/book?branch=39&date=${free.date}&time=${time}`);
    const long = longDate(free.date, lang);
    expect(long).toContain(free.date.slice(0, 4));
    await expect(page.getByText(`${l.times}${long}`, { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: l.confirm }).click();

    // The confirmation says the same long date.
    const reference = page.getByTestId('booking-reference');
    await expect(reference).toHaveText(/^\d+$/);
    const id = (await reference.textContent())!;
    const facts = page.locator('dl > div').filter({ has: page.getByText(l.date, { exact: true }) });
    await expect(facts.locator('dd')).toHaveText(long);

    // My appointments: the card's short date; the cancel question's long one.
    await page.goto('/central-clinic/my_appointments');
    const card = page.getByRole('article').filter({ hasText: l.reference(id) });
    await expect(card).toContainText(`${shortDate(free.date)} · ${time}-`);
    await card.getByRole('button', { name: l.cancel, exact: true }).click();
    const question = page.getByRole('alertdialog', { name: l.dialog });
    await expect(question.getByRole('definition').nth(1)).toHaveText(new RegExp(`^${long}, `));
    await page.keyboard.press('Escape');
  });
}
