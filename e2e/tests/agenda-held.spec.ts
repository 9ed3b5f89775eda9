import { type APIRequestContext, expect, test } from '@playwright/test';
import type { TWaitlistEntry } from '@clinic/contract/appointments/waitlist';
import { minutesOf, plusMinutes } from '@clinic/contract/core/wall-time';
import { expectNoSeriousA11yViolations, loginThroughApi, tenantToken } from '../support/patients';
import { STAFF_CLINIC, STAFF_ZONE, clinicDaysAhead, staffLogin } from '../support/staff';
import { deskApi } from '../support/staff-desk';
import { shoot } from '../support/shots';

// Issue 48: time a waitlist offer holds for its patient shows on the day grid as held, with why and until when,
// and is never offered: no free time to click or walk to with the keyboard, and a visit dragged onto it is refused.

const LANGS = {
  en: {
    email: 'Email',
    password: 'Password',
    grid: 'The day, doctor by doctor',
    held: 'Held',
    why: (time: string) => `Waitlist offer, until ${time}`,
  },
  he: {
    email: 'אימייל',
    password: 'סיסמה',
    grid: 'היום, רופא אחר רופא',
    held: 'שמור',
    why: (time: string) => `הצעה מרשימת ההמתנה, עד ${time}`,
  },
} as const;

/** A patient joins the waitlist of a consultation on `date`; the sweep offers them its first free time. */
async function offerOn(request: APIRequestContext, date: string) {
  const patient = await loginThroughApi(request, STAFF_CLINIC, undefined, undefined, 'Waiting Patient');
  const headers = {
    'x-tenant-token': await tenantToken(request, STAFF_CLINIC),
    authorization: `Bearer ${patient.token}`,
  };
  const joined = await request.post('/api/waitlist', { headers, data: { branch: 1, appointments_type_id: 1, date } });
  expect(joined.ok(), await joined.text()).toBeTruthy();
  let offer: TWaitlistEntry['offer'] = null;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/waitlist', { headers });
        offer = ((await res.json()) as { entries: TWaitlistEntry[] }).entries[0]?.offer ?? null;
        return offer?.date;
      },
      { timeout: 60_000 },
    )
    .toBe(date);
  return offer!;
}

const clinicClock = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: STAFF_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

for (const lang of ['en', 'he'] as const) {
  test(`(${lang}) a waitlist offer's time shows held with its end, and is not offered to click, walk to or drop on`, async ({
    page,
    request,
  }) => {
    test.slow();
    const text = LANGS[lang];
    const date = clinicDaysAhead(lang === 'en' ? 28 : 29);
    const offer = await offerOn(request, date);
    const [doctor, time] = [offer.doctor_id, offer.time];
    const otherDoctor = doctor === 1 ? 2 : 1;
    // A visit of the offer's doctor an hour later, to drag onto the held time.
    const desk = await deskApi(request);
    const later = plusMinutes(time, 60);
    const dragged = await desk.book({
      patientId: await desk.addPatient('Dragged Patient'),
      doctorId: doctor,
      date,
      time: later,
    });

    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`/${STAFF_CLINIC}/staff?date=${date}&branch=1&view=day`);
    await staffLogin(page, text);
    const grid = page.getByRole('region', { name: text.grid });
    await grid.hover();
    await expect(page.locator('[data-free-time]').first()).toBeAttached();

    // Drawn held, in words: what, when, why and until when.
    const held = page.locator(`[data-held-doctor="${doctor}"][data-held-time="${time}"]`);
    await expect(held).toContainText(text.held);
    await expect(held).toContainText(text.why(clinicClock(offer.expires_at)));
    await expect(page.getByRole('listitem').filter({ hasText: text.held })).toBeVisible();
    // No free time inside it for that doctor; the other doctor's same time is offered.
    for (const minutes of [0, 5, 10]) {
      await expect(
        page.locator(`[data-free-doctor="${doctor}"][data-free-time="${plusMinutes(time, minutes)}"]`),
      ).toHaveCount(0);
    }
    await expect(page.locator(`[data-free-doctor="${otherDoctor}"][data-free-time="${time}"]`)).toHaveCount(1);
    // The keyboard walks past it: up from the hold's end lands before it, never inside.
    const after = page.locator(`[data-free-doctor="${doctor}"][data-free-time="${plusMinutes(time, 15)}"]`);
    await after.focus();
    await page.keyboard.press('ArrowUp');
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.freeTime ?? '');
    expect(minutesOf(focused) < minutesOf(time) || focused === plusMinutes(time, 15)).toBe(true);
    await held.scrollIntoViewIfNeeded();
    await shoot(page, `held-grid-${lang}`);
    await expectNoSeriousA11yViolations(page, `${lang} day with held time`);

    // The visit dragged onto the held time: refused before the drop, and the drop moves nothing.
    const visit = page.locator(`[data-drag-visit="${dragged}"]`);
    await visit.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const from = (await visit.boundingBox())!;
    const row = (await after.boundingBox())!.height;
    await page.mouse.move(from.x + from.width / 2, from.y + 4);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 14, { steps: 3 });
    await page.mouse.move(from.x + from.width / 2, from.y + 4 - 12 * row, { steps: 8 });
    const target = page.locator('[data-drop-target]');
    await expect(target).toHaveAttribute('data-drop-target', 'held');
    await expect(target).toContainText(`${time} · ${text.held}`);
    await shoot(page, `held-drag-${lang}`);
    await page.mouse.up();
    await expect(target).toHaveCount(0);
    expect(await desk.visit(dragged, date)).toMatchObject({ doctor_id: doctor, start_time: later });
  });
}
