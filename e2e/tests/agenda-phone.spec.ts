import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/patients';
import { STAFF_CLINIC, clinicDaysAhead, staffLogin } from '../support/staff';
import { deskApi } from '../support/staff-desk';
import { staffToken } from '../support/insights-data';

const LANGS = {
  en: {
    email: 'Email',
    password: 'Password',
    heading: /^Agenda for/,
    options: 'Day options',
    date: 'Date',
    myDay: 'My day',
    legend: 'Legend',
    previous: 'Previous',
    consultation: 'Consultation',
    booked: 'Booked',
    notesFlag: 'Staff notes',
    visit: (time: string) => `Visit at ${time}`,
    notes: 'Allergic to latex; prefers the morning.',
    visitNote: 'Pain lower left molar',
    week: 'Week',
  },
  he: {
    email: 'אימייל',
    password: 'סיסמה',
    heading: /^יומן ל-/,
    options: 'אפשרויות היום',
    date: 'תאריך',
    myDay: 'היום שלי',
    legend: 'מקרא',
    previous: 'הקודם',
    consultation: 'ייעוץ',
    booked: 'נקבע',
    notesFlag: 'הערות צוות',
    visit: (time: string) => `תור בשעה ${time}`,
    notes: 'אלרגיה ללטקס; מעדיפה בוקר.',
    visitNote: 'כאב בטוחנת שמאלית תחתונה',
    week: 'שבוע',
  },
} as const;

const PHONE = { width: 390, height: 844 };

/**
 * The desk books a new patient with staff notes and a visit note, by default for Dr. Maya Stone (the demo doctor
 * account's; Dr. Omer Gal is doctor 2).
 */
async function bookWithNotes(
  request: APIRequestContext,
  name: string,
  date: string,
  notes: string,
  visitNote: string,
  doctorId = 1,
) {
  const desk = await deskApi(request);
  const free = (await desk.freeTimes(date)).filter((slot) => slot.doctor_ids.includes(doctorId));
  expect(free.length).toBeGreaterThan(0);
  const time = free[Math.floor(Math.random() * free.length)]!.time;
  const patientId = await desk.addPatient(name);
  await desk.book({ patientId, doctorId, date, time, note: visitNote });
  const saved = await request.post(`/api/staff/patients/${patientId}/notes`, {
    headers: { authorization: `Bearer ${await staffToken(request, 'reception')}` },
    data: { notes },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  return time;
}

for (const lang of ['en', 'he'] as const) {
  const text = LANGS[lang];

  test(`(${lang}) a doctor's phone shows their day as a list, the controls folded under a menu`, async ({
    page,
    request,
  }) => {
    const date = clinicDaysAhead(lang === 'en' ? 15 : 16);
    const name = `Phone List ${lang.toUpperCase()} ${Date.now() % 100_000}`;
    const time = await bookWithNotes(request, name, date, text.notes, text.visitNote);
    await page.setViewportSize(PHONE);
    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await page.goto(`/${STAFF_CLINIC}/staff?date=${date}`);
    await staffLogin(page, text, 'doctor');
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    if (lang === 'he') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The day first: the list is on the first screen, the controls folded.
    const options = page.getByRole('button', { name: text.options });
    await expect(options).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: text.date, exact: true })).toBeHidden();
    const list = page.getByRole('list', { name: text.myDay });
    await expect(list).toBeInViewport();
    const row = list.getByRole('button').filter({ hasText: name });
    for (const part of [time, text.consultation, text.booked, text.notesFlag, text.visitNote]) {
      await expect(row).toContainText(part);
    }
    await expect(page.getByRole('button', { name: text.previous })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${lang} doctor's day list`);

    await options.click();
    await expect(options).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: text.date, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: text.myDay, pressed: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${lang} day options open`);

    // The visit's dialog shows the patient's notes for staff.
    await row.click();
    const dialog = page.getByRole('dialog', { name: text.visit(time) });
    await expect(dialog.getByRole('region', { name: text.notesFlag })).toContainText(text.notes);
    await expect(dialog).toContainText(text.visitNote);
    await expectNoSeriousA11yViolations(page, `${lang} visit dialog with notes`);
  });

  test(`(${lang}) on a phone the desk's day grid scrolls sideways under a folded legend`, async ({ page, request }) => {
    // A visit in the second doctor's column, which is past the phone's edge; its marks (staff notes) carry text
    // for screen readers that must stay inside the grid (in Hebrew the column is off to the left).
    await bookWithNotes(request, `Grid Edge ${lang.toUpperCase()}`, clinicDaysAhead(15), text.notes, text.visitNote, 2);
    await page.setViewportSize(PHONE);
    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await page.goto(`/${STAFF_CLINIC}/staff?date=${clinicDaysAhead(15)}&branch=1&view=day`);
    await staffLogin(page, text);
    const grid = page.getByTestId('day-grid');
    await expect(grid).toBeVisible();
    // The page itself never scrolls sideways: the grid does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const legend = page.getByRole('button', { name: text.legend });
    await expect(legend).toHaveAttribute('aria-expanded', 'false');
    await expect(grid).toBeInViewport();
    // Scrolled sideways and down, the times and the doctors' names stay where they were.
    // The hour labels are the grid's own cells (a visit at 00:00, booked here at random, reads the same time).
    const firstTime = grid.locator(':scope > div', { hasText: /^00:00$/ });
    const doctor = grid.getByRole('heading', { level: 2 }).first();
    const before = { time: await firstTime.boundingBox(), doctor: await doctor.boundingBox() };
    await grid.evaluate((element) => {
      element.scrollLeft = getComputedStyle(element).direction === 'rtl' ? -400 : 400;
      element.scrollTop = 300;
    });
    expect(await grid.evaluate((element) => Math.abs(element.scrollLeft))).toBeGreaterThan(0);
    expect((await firstTime.boundingBox())?.x).toBeCloseTo(before.time!.x, 0);
    expect((await doctor.boundingBox())?.y).toBeCloseTo(before.doctor!.y, 0);
    await expectNoSeriousA11yViolations(page, `${lang} desk's day on a phone`);
  });

  test(`(${lang}) the week fits a 1366-pixel screen without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await page.goto(`/${STAFF_CLINIC}/staff?date=${clinicDaysAhead(15)}&branch=1&view=week`);
    await staffLogin(page, text);
    const week = page.getByTestId('week-table');
    await expect(week.getByRole('columnheader')).toHaveCount(8);
    const widths = await week.evaluate((element) => ({
      table: [element.scrollWidth, element.clientWidth],
      page: [document.documentElement.scrollWidth, window.innerWidth],
    }));
    expect(widths.table[0]).toBeLessThanOrEqual(widths.table[1]!);
    expect(widths.page[0]).toBeLessThanOrEqual(widths.page[1]!);
    await expectNoSeriousA11yViolations(page, `${lang} week at 1366 pixels`);
  });
}
