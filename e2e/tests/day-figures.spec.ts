import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginThroughApi } from '../support/patients';
import { STAFF_CLINIC, clinicToday, freeTimesToday, patientBooks, staffLogin } from '../support/staff';
import { deskApi } from '../support/staff-desk';
import { bookKnownDay, quietDay, staffToken } from '../support/insights-data';

const LANGS = {
  en: {
    email: 'Email',
    password: 'Password',
    heading: /^Agenda for/,
    figures: {
      booked: 'Booked',
      waiting: 'Waiting',
      completed: 'Completed',
      noShow: 'No-show',
      cancelled: 'Cancelled',
    },
    taken: 'Taken',
    noMoney: '₪0',
    waitingRoom: 'Waiting room',
    waited: /waiting \d+ minutes?/,
    reasonTerm: 'Cancellation reason',
    live: 'Live',
    online: 'Booked online',
    toast: (time: string) => `New online booking: Test Patient at ${time}`,
    days: [57, 78],
  },
  he: {
    email: 'אימייל',
    password: 'סיסמה',
    heading: /^יומן ל-/,
    figures: { booked: 'הוזמנו', waiting: 'ממתינים', completed: 'הושלמו', noShow: 'לא הגיעו', cancelled: 'בוטלו' },
    taken: 'נגבה',
    noMoney: /^\u200f?0\s\u200f?₪$/,
    waitingRoom: 'חדר המתנה',
    waited: /ממתין \d+ דק/,
    reasonTerm: 'סיבת הביטול',
    live: 'מתעדכן',
    online: 'הוזמן באינטרנט',
    toast: (time: string) => `הזמנה חדשה באינטרנט: Test Patient ב-${time}`,
    days: [79, 99],
  },
} as const;
type Lang = keyof typeof LANGS;

async function openDay(page: Page, lang: Lang, date: string) {
  if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
  await page.goto(`/${STAFF_CLINIC}/staff?date=${date}&branch=1&view=day`);
  await staffLogin(page, LANGS[lang]);
  await expect(page.getByRole('heading', { level: 1, name: LANGS[lang].heading })).toBeVisible();
}

/** A figure of the totals strip: the value under its name. */
const figure = (page: Page, name: string) =>
  page
    .getByTestId('day-totals')
    .locator('div')
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator('dd');

/** The desk books a new patient today at a free time of Dr. Maya Stone's and marks them arrived. */
async function arrivesToday(request: APIRequestContext, name: string) {
  const desk = await deskApi(request);
  const today = clinicToday();
  const free = (await desk.freeTimes(today)).filter((slot) => slot.doctor_ids.includes(1));
  expect(free.length).toBeGreaterThan(0);
  const time = free[Math.floor(Math.random() * free.length)]!.time;
  const id = await desk.book({ patientId: await desk.addPatient(name), doctorId: 1, date: today, time });
  const marked = await request.post(`/api/staff/appointments/${id}/attendance`, {
    headers: { authorization: `Bearer ${await staffToken(request, 'reception')}` },
    data: { mark: 'arrived' },
  });
  expect(marked.ok(), await marked.text()).toBeTruthy();
  return id;
}

for (const lang of ['en', 'he'] as const) {
  const text = LANGS[lang];

  test(`(${lang}) the totals strip counts a known day: two booked, one cancelled, nothing taken`, async ({
    page,
    request,
  }) => {
    // A day no other test books: the others take days 1-35 ahead, 34-56 (weekly lunches), 100-190 (data rights)
    // and 200-359 (insights).
    const date = quietDay(text.days[0], text.days[1]);
    await bookKnownDay(request, await staffToken(request, 'reception'), date);
    await openDay(page, lang, date);
    const expected = { booked: '2', waiting: '0', completed: '0', noShow: '0', cancelled: '1' } as const;
    for (const [key, value] of Object.entries(expected)) {
      await expect(figure(page, text.figures[key as keyof typeof expected])).toHaveText(value);
    }
    await expect(figure(page, text.taken)).toHaveText(text.noMoney);
    // Only today has a waiting room.
    await expect(page.getByRole('heading', { name: text.waitingRoom })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `${lang} totals strip`);

    // The cancelled visit's dialog says why it was cancelled.
    await page.locator('[data-visit-id]').filter({ hasText: 'Changed plans' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(text.reasonTerm);
    await expect(dialog).toContainText('Changed plans');
    await expectNoSeriousA11yViolations(page, `${lang} cancelled visit dialog`);
  });

  test(`(${lang}) the waiting room lists an arrived patient with minutes waited, and one marked later appears live`, async ({
    page,
    request,
  }) => {
    const first = `Waiting ${lang} ${Math.random().toString(36).slice(2, 7)}`;
    await arrivesToday(request, first);
    await openDay(page, lang, clinicToday());
    const room = page.getByTestId('waiting-list');
    await expect(room.getByRole('heading', { name: text.waitingRoom })).toBeVisible();
    const firstRow = room.getByRole('button').filter({ hasText: first });
    await expect(firstRow).toContainText(text.waited);

    // Marked at the desk elsewhere: the open agenda's live stream brings them in, no reload.
    const second = `Waiting ${lang} ${Math.random().toString(36).slice(2, 7)}`;
    await arrivesToday(request, second);
    await expect(room.getByRole('button').filter({ hasText: second })).toContainText(text.waited);

    // The strip's waiting figure is the room's length (both from the same day's visits).
    await expect(async () => {
      const rows = await room.getByRole('button').count();
      expect(await figure(page, text.figures.waiting).textContent()).toBe(String(rows));
    }).toPass();
    await expectNoSeriousA11yViolations(page, `${lang} waiting room`);
  });
}

for (const lang of ['en', 'he'] as const) {
  const text = LANGS[lang];
  test(`(${lang}) a patient's booking on the site announces itself on the open agenda and carries the online mark`, async ({
    page,
    request,
  }) => {
    const today = clinicToday();
    const patient = await loginThroughApi(request, STAFF_CLINIC);
    await openDay(page, lang, today);
    await expect(page.getByText(text.live, { exact: true })).toBeVisible();
    // The day's free times once the agenda is open (on a busy machine that takes a while), less its first three:
    // they start within minutes, and late in the day a random pick is often one of them, passed by its booking.
    const free = (await freeTimesToday(request, 1, today)).slice(3);
    test.skip(free.length === 0, 'the day has no free time left (its last minutes)');
    const start = free[Math.floor(Math.random() * free.length)]!;

    const id = await patientBooks(request, patient, today, start);
    await expect(page.getByRole('status').filter({ hasText: text.toast(start) })).toBeVisible();
    const visit = page.locator(`[data-visit-id="${id}"]`);
    await expect(visit.locator('[data-booked-online]')).toContainText(text.online);
    await visit.click();
    await expect(page.getByRole('dialog')).toContainText(text.online);
    await expectNoSeriousA11yViolations(page, `${lang} online booking`);
  });
}
