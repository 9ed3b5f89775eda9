import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { chooseDayAndTime, loginThroughApi, tenantToken, useLoggedIn } from '../support/patients';
import { LANGUAGE_COOKIE } from '@clinic/contract/site/languages';
import { longDate } from '../support/dates';

// Issue #31, the booking page's date and time step: it opens on the first free day and says so; the times are
// said to be the clinic's on a device in another zone; one chosen time looks like one; the times run in the
// reading direction; "who is this visit for" comes first; a refusal shows beside its field; on a phone nothing
// moves as the calendar and the times arrive. Central clinic, branch 38: treatment 5 (Flu vaccination,
// 5 minutes) and treatment 2 (Dental cleaning, 45 minutes).

const TEXT = {
  en: {
    firstFree: 'First free day: ',
    // What react-aria's calendar tells a screen reader of its first day that may be chosen.
    firstAvailable: 'First available date',
    zone: "Times are shown in the clinic's time: Israel Time.",
    selected: 'Selected: ',
    whoFor: 'Who is this visit for?',
    confirm: 'Confirm booking',
    taken: 'This time is no longer available. Please choose another time.',
    noMember: 'We could not find this family member. Please reload the page.',
  },
  he: {
    firstFree: 'היום הפנוי הראשון: ',
    firstAvailable: 'תאריך פנוי ראשון',
    zone: 'השעות מוצגות לפי שעון המרפאה: שעון ישראל.',
    selected: 'נבחר: ',
    whoFor: 'עבור מי התור?',
    confirm: 'אישור ההזמנה',
    taken: 'השעה הזו כבר אינה פנויה. יש לבחור שעה אחרת.',
    noMember: 'לא מצאנו את בן/בת המשפחה. יש לרענן את הדף.',
  },
} as const;
type Lang = keyof typeof TEXT;

async function firstFreeDay(request: APIRequestContext, treatment: number): Promise<string> {
  const res = await request.get(`/api/availability/earliest?appointment_type=${treatment}&branch=38`, {
    headers: { 'x-tenant-token': await tenantToken(request) },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { earliest: { date: string }[] }).earliest[0]!.date;
}

/** The days whose times the page asked for, in order. */
function askedDays(page: Page): string[] {
  const days: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/get_available_time')) days.push(url.searchParams.get('date') ?? '');
  });
  return days;
}

async function openBooking(page: Page, lang: Lang, treatment: number) {
  await page.goto('/central-clinic/');
  // As the language menu keeps a choice: here, and in the cookie the server writes the next page in.
  await page.evaluate(
    ([l, cookie]) => {
      localStorage.setItem('language', l);
      document.cookie = `${cookie}=${l}; path=/`;
    },
    [lang, LANGUAGE_COOKIE] as const,
  );
  await page.goto(`/central-clinic/treatments/${treatment}/book?branch=38`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

for (const lang of ['en', 'he'] as const) {
  const l = TEXT[lang];

  test(`the calendar opens on the first free day and says so (${lang})`, async ({ page, request }) => {
    const asked = askedDays(page);
    const first = await firstFreeDay(request, 2);
    await openBooking(page, lang, 2);
    await expect(page.getByText(`${l.firstFree}${longDate(first, lang)}`)).toBeVisible({ timeout: 30_000 });
    // That day is chosen and its times shown: the first times asked for are its own.
    await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 30_000 });
    expect(asked[0]).toBe(first);
    await expect(page.locator('[role=gridcell][aria-selected=true]')).toHaveText(String(Number(first.slice(8))));
  });

  test(`a today with no time left is neither opened nor announced (${lang})`, async ({ page }) => {
    // The server answers that the first free day is the day after tomorrow (as when today's times are all gone).
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.route('**/api/availability/earliest?*', (route) =>
      route.fulfill({
        json: { success: 1, earliest: [{ branch: 38, date: later, start_time: '09:00', doctor_count: 1 }] },
      }),
    );
    const asked = askedDays(page);
    await openBooking(page, lang, 5);
    await expect(page.getByText(`${l.firstFree}${longDate(later, lang)}`)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[role=gridcell][aria-selected=true]')).toHaveText(String(Number(later.slice(8))));
    // The calendar names that day, not today, its first available date, and it can be chosen.
    await expect(page.getByRole('button', { name: l.firstAvailable })).toHaveText(String(Number(later.slice(8))));
    await expect(page.getByRole('button', { name: l.firstAvailable })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('radiogroup').or(page.getByRole('status')).first()).toBeVisible({ timeout: 30_000 });
    expect(asked).toEqual([later]);
  });

  test.describe(() => {
    test.use({ viewport: { width: 390, height: 844 } });
    test(`on a phone nothing moves as the calendar and the times arrive (${lang})`, async ({ page }) => {
      // Chromium's layout-shift entries, as Lighthouse adds them up: the page's cumulative layout shift.
      await page.addInitScript(() => {
        const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openBooking(page, lang, 5);
      await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 30_000 });
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.01);
    });
  });

  test.describe(() => {
    test.use({ timezoneId: 'America/New_York' });
    test(`on a device in another time zone the times are said to be the clinic's (${lang})`, async ({ page }) => {
      await openBooking(page, lang, 5);
      await expect(page.getByText(l.zone)).toBeVisible({ timeout: 30_000 });
    });
  });

  test.describe(() => {
    test.use({ timezoneId: 'Asia/Jerusalem' });
    test(`in the clinic's own time zone no note is needed (${lang})`, async ({ page }) => {
      await openBooking(page, lang, 5);
      await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(l.zone)).toHaveCount(0);
    });
  });

  test(`one chosen time lights one chip, and its span is said in words (${lang})`, async ({ page, request }) => {
    await useLoggedIn(page, await loginThroughApi(request));
    await openBooking(page, lang, 2);
    const time = await chooseDayAndTime(page, 25 + (lang === 'he' ? 10 : 0));
    const [h, m] = time.split(':').map(Number) as [number, number];
    const endMinutes = h * 60 + m + 45;
    const end = `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
    await expect(page.getByText(new RegExp(`^${l.selected}`))).toHaveText(`${l.selected}${time}-${end}`);
    // Of all the chips, only the chosen one is filled.
    const lit = await page
      .getByRole('radiogroup')
      .locator('label > span')
      .evaluateAll((chips) =>
        chips
          .filter((chip) => getComputedStyle(chip).backgroundColor !== 'rgb(255, 255, 255)')
          .map((chip) => chip.textContent),
      );
    expect(lit).toEqual([time]);
  });

  test(`the time chips run in the reading direction, each time left to right (${lang})`, async ({ page }) => {
    await openBooking(page, lang, 5);
    const group = page.getByRole('radiogroup').getByRole('group').first();
    await expect(group).toBeVisible({ timeout: 30_000 });
    const chips = group.locator('label');
    await expect(chips.nth(1)).toBeVisible();
    const [a, b] = [(await chips.nth(0).boundingBox())!, (await chips.nth(1).boundingBox())!];
    // The second time lies after the first in the reading direction: to its left in Hebrew.
    if (lang === 'he') expect(b.x).toBeLessThan(a.x);
    else expect(b.x).toBeGreaterThan(a.x);
    expect(
      await chips
        .nth(0)
        .locator('span[dir=ltr]')
        .evaluate((el) => getComputedStyle(el).direction),
    ).toBe('ltr');
  });

  test(`"who is this visit for" comes before the times; refusals show beside their field (${lang})`, async ({
    page,
    request,
  }) => {
    await useLoggedIn(page, await loginThroughApi(request));
    await openBooking(page, lang, 5);
    const whoFor = page.getByRole('group', { name: l.whoFor });
    const times = page.getByRole('radiogroup');
    await expect(times).toBeVisible();
    expect((await whoFor.boundingBox())!.y).toBeLessThan((await times.boundingBox())!.y);

    // The server refuses the time: said in the times' card, beside them.
    const create = '**/api/bull36/create_appointment';
    await page.route(create, (route) =>
      route.fulfill({ status: 409, json: { success: 0, message: 'taken', code: 'SLOT_TAKEN' } }),
    );
    await chooseDayAndTime(page, 5);
    await page.getByRole('button', { name: l.confirm }).click();
    const timeCard = page
      .locator('div')
      .filter({ has: page.getByRole('radiogroup') })
      .last();
    await expect(timeCard.getByRole('alert')).toHaveText(l.taken);

    // It refuses the family member: said under the choice of whom the visit is for.
    await page.unroute(create);
    await page.route(create, (route) =>
      route.fulfill({ status: 404, json: { success: 0, message: 'no member', code: 'FAMILY_MEMBER_NOT_FOUND' } }),
    );
    await chooseDayAndTime(page, 6);
    await expect(timeCard.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: l.confirm }).click();
    await expect(whoFor.getByRole('alert')).toHaveText(l.noMember);
  });
}

test('on a phone the WhatsApp button never lies on a time, a field or a price', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLoggedIn(page, await loginThroughApi(request));
  await openBooking(page, 'en', 5);
  await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 30_000 });
  // By its address: while it steps aside it is out of the accessibility tree too.
  const help = page.locator('a[href^="https://wa.me/"]');
  await expect(help).toBeAttached();
  // Scrolled from top to bottom: wherever the button shows, nothing a patient must reach or read lies under it.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  let shown = 0;
  for (let y = 0; y <= height; y += 120) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (!(await help.isVisible())) continue;
    shown++;
    const covered = await help.evaluate((button) => {
      const area = button.getBoundingClientRect();
      const hits = (box: DOMRect) =>
        box.width > 0 &&
        box.left < area.right &&
        area.left < box.right &&
        box.top < area.bottom &&
        area.top < box.bottom;
      const controls = [...document.querySelectorAll('label, input, button, select, a[href], [role=gridcell]')]
        .filter((el) => !button.contains(el) && el.checkVisibility() && hits(el.getBoundingClientRect()))
        .map((el) => el.outerHTML.slice(0, 80));
      // Figures (prices, times, dates) by the boxes of their letters.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const figures: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!/\d/.test(node.textContent ?? '') || !node.parentElement?.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(hits)) figures.push(node.textContent ?? '');
      }
      return [...controls, ...figures];
    });
    expect(covered, `scrolled to ${y}`).toEqual([]);
  }
  // The page ends with room for it, so it is not hidden for good.
  expect(shown).toBeGreaterThan(0);
  // While a field is being filled on a phone, it steps aside.
  await page.getByRole('radiogroup').getByRole('radio').first().focus();
  await expect(help).toBeHidden();
});
