import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@clinic/contract/site/languages';
import {
  type Patient,
  expectNoSeriousA11yViolations,
  loginThroughApi,
  tenantToken,
  useLoggedIn,
} from '../support/patients';

// Issue 50: the booking step offers only the times a whole visit can start at, and a day where nothing fits the
// visit is marked full in the calendar (and said to be), can be chosen and offers the waitlist; closed days look
// and read otherwise. Central clinic, branch 38 (closed on Saturday): treatment 8 (Comprehensive health
// assessment, 60 minutes) and treatment 10 (Blood test, 5 minutes). The reception blocks two late days of the
// booking window, each language its own, leaving a little time free, and gives it back after.

const CLINIC = 'central-clinic';
const TEXT = {
  en: {
    full: 'Fully booked',
    closed: 'Closed',
    hidden: 'Times already taken or past, or without room for the whole visit, are not shown.',
    noTimes: 'No available time slots found for this date',
    join: 'Join the waitlist for this day',
    joined: 'You are on the waitlist.',
    months: { previous: 'Previous month', next: 'Next month' },
  },
  he: {
    full: 'הכול תפוס',
    closed: 'סגור',
    hidden: 'שעות שכבר נתפסו, שעברו או שאין בהן מקום לכל התור אינן מוצגות.',
    noTimes: 'לא נמצאו שעות פנויות בתאריך זה',
    join: 'הצטרפות לרשימת ההמתנה ליום זה',
    joined: 'נרשמת לרשימת ההמתנה.',
    months: { previous: 'החודש הקודם', next: 'החודש הבא' },
  },
} as const;

/** The reception's calls: blocks of the whole branch, and their removal. */
async function reception(request: APIRequestContext) {
  const login = await request.post('/api/staff/login', {
    data: { clinic: CLINIC, email: `reception@${CLINIC}.example`, password: 'demo-password' },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const ids: number[] = [];
  return {
    /** Blocks branch 38 on `date` but for the `open` wall-time ranges. */
    async leaveOpen(date: string, open: Array<[string, string]>) {
      const edges = ['00:00', ...open.flat(), '24:00'];
      for (let i = 0; i < edges.length; i += 2) {
        const res = await request.post('/api/staff/blocks', {
          headers,
          data: {
            branch_id: 38,
            from_date: date,
            to_date: date,
            start_time: edges[i],
            end_time: edges[i + 1],
            reason: 'Fitting times test',
          },
        });
        expect(res.ok(), await res.text()).toBeTruthy();
        ids.push(...((await res.json()) as { ids: number[] }).ids);
      }
    },
    async giveBack() {
      for (const id of ids) await request.post(`/api/staff/blocks/${id}/remove`, { headers });
    },
  };
}

/** The days branch 38 opens in the booking window, as the calendar reads them. */
async function openDays(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/availability/days?branch=38&appointment_type=8', {
    headers: { 'x-tenant-token': await tenantToken(request) },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { days } = (await res.json()) as { days: { date: string; state: string }[] };
  return days.filter((d) => d.state !== 'closed').map((d) => d.date);
}

async function leaveWaitlist(request: APIRequestContext, patient: Patient) {
  const headers = { 'x-tenant-token': await tenantToken(request), authorization: `Bearer ${patient.token}` };
  const res = await request.get('/api/waitlist', { headers });
  const { entries } = (await res.json()) as { entries: { id: number }[] };
  for (const entry of entries) await request.post(`/api/waitlist/${entry.id}/cancel`, { headers });
}

async function openBooking(page: Page, lang: keyof typeof TEXT, treatment: number, date: string) {
  await page.goto(`/${CLINIC}/`);
  await page.evaluate(
    ([l, cookie]) => {
      localStorage.setItem('language', l);
      document.cookie = `${cookie}=${l}; path=/`;
    },
    [lang, LANGUAGE_COOKIE] as const,
  );
  await page.goto(`/${CLINIC}/treatments/${treatment}/book?branch=38&date=${date}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The day's cell in the calendar, its month brought up. */
async function dayCell(page: Page, date: string, lang: keyof typeof TEXT) {
  const cell = page.locator(`[data-date="${date}"]:not([hidden])`);
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 });
  if (!(await cell.isVisible())) {
    const shown = (await page.locator('[data-date]:not([hidden])').first().getAttribute('data-date'))!;
    const { previous, next } = TEXT[lang].months;
    await page.getByRole('button', { name: date < shown ? previous : next }).click();
  }
  await expect(cell).toBeVisible();
  return cell;
}

/** How a day cell looks: its background, its colour, and whether its number is struck through. */
const lookOf = (cell: Locator) =>
  cell.evaluate((el) => {
    const style = getComputedStyle(el);
    return `${style.backgroundColor} ${style.color} ${getComputedStyle(el.firstElementChild!).textDecorationLine}`;
  });

const offeredTimes = (page: Page) =>
  page
    .getByRole('radiogroup')
    .locator('input[type=radio]')
    .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));

for (const [index, lang] of (['en', 'he'] as const).entries()) {
  const l = TEXT[lang];
  test(`a long treatment offers only times that fit; a day where none fits is full and offers the waitlist (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const open = await openDays(request);
    // Late days of the window, two for each language: one with a morning that fits an hour and a half hour that
    // does not, then one with that half hour alone.
    const someFit = open.at(-2 - 2 * index)!;
    const noneFits = open.at(-1 - 2 * index)!;
    const desk = await reception(request);
    const patient = await loginThroughApi(request);
    try {
      await desk.leaveOpen(someFit, [
        ['09:00', '10:30'],
        ['12:00', '12:30'],
      ]);
      await desk.leaveOpen(noneFits, [['12:00', '12:30']]);
      await useLoggedIn(page, patient);
      await openBooking(page, lang, 8, someFit);

      // Only the starts an hour fits from: 09:00 to 09:30. The free 09:35-10:25 and 12:00-12:25 are not offered.
      await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 30_000 });
      expect(await offeredTimes(page)).toEqual(['09:00', '09:05', '09:10', '09:15', '09:20', '09:25', '09:30']);
      await expect(page.getByText(l.hidden)).toBeVisible();

      // The day where nothing fits: marked full, said so after its date, and it can be chosen.
      const full = await dayCell(page, noneFits, lang);
      await expect(full).toHaveAttribute('data-day', 'full');
      await expect(full).toHaveAttribute('aria-label', new RegExp(`, ${l.full}$`));
      await expect(full).not.toHaveAttribute('aria-disabled', 'true');
      const fullLook = await lookOf(full);
      // A closed day (a Saturday) reads otherwise, and cannot be chosen.
      const closed = page.locator('[data-day="closed"]:not([hidden])').first();
      await expect(closed).toHaveAttribute('aria-label', new RegExp(`, ${l.closed}$`));
      await expect(closed).toHaveAttribute('aria-disabled', 'true');
      const closedLook = await lookOf(closed);
      await expectNoSeriousA11yViolations(page, `${lang} calendar with full and closed days`, '[role="grid"]');

      await full.click();
      await expect(page.getByText(l.noTimes)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('radiogroup')).toHaveCount(0);
      await page.getByRole('button', { name: l.join }).click();
      await expect(page.getByText(l.joined, { exact: false })).toBeVisible();

      // Free, full and closed days look different (the free one no longer chosen).
      const fits = await dayCell(page, someFit, lang);
      await expect(fits).toHaveAttribute('data-day', 'free');
      await expect(fits).not.toHaveAttribute('aria-label', new RegExp(`${l.full}|${l.closed}`));
      expect(new Set([await lookOf(fits), fullLook, closedLook]).size).toBe(3);

      // The same half hour holds a short visit: for the blood test that day is free and its times are offered.
      await openBooking(page, lang, 10, noneFits);
      await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 30_000 });
      expect(await offeredTimes(page)).toEqual(['12:00', '12:05', '12:10', '12:15', '12:20', '12:25']);
      await expect(await dayCell(page, noneFits, lang)).toHaveAttribute('data-day', 'free');
    } finally {
      await leaveWaitlist(request, patient);
      await desk.giveBack();
    }
  });
}
