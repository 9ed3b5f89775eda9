import { type Page, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/patients';
import { DEMO_PASSWORD, STAFF_CLINIC, clinicDaysAhead, staffLogin } from '../support/staff';
import { deskApi } from '../support/staff-desk';
import { shownInField, typeClinicTime } from '../support/clinic-fields';
import { plusMinutes } from '@clinic/contract/core/wall-time';
import { shoot } from '../support/shots';

// "Next available" in Book and Move (issue #30): the first time one doctor is free for the whole visit, from the
// server's earliest-time engine, filled into the form and then accepted by the server; and the workspace's time and
// date fields written as the clinic's region writes them (24-hour, day first in Israel), in English and Hebrew.

const LANGS = {
  en: {
    email: 'Email',
    password: 'Password',
    book: 'Book a visit',
    next: 'Next available',
    found: 'First free time',
    move: /^Move$/,
    stone: 'Dr. Maya Stone',
    block: 'Block time',
    from: 'From time',
    date: 'Date',
  },
  he: {
    email: 'אימייל',
    password: 'סיסמה',
    book: 'קביעת תור',
    next: 'התור הפנוי הבא',
    found: 'הזמן הפנוי הראשון',
    move: /^העברה$/,
    stone: 'ד"ר מאיה סטון',
    block: 'חסימת זמן',
    from: 'משעה',
    date: 'תאריך',
  },
} as const;
type Lang = keyof typeof LANGS;

async function openDay(page: Page, lang: Lang, date: string) {
  if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
  await page.goto(`/${STAFF_CLINIC}/staff?date=${date}&branch=1&view=day`);
  await staffLogin(page, LANGS[lang]);
  await expect(page.getByRole('button', { name: LANGS[lang].book })).toBeVisible();
}

for (const lang of ['en', 'he'] as const) {
  test(`(${lang}) Next available in Book fills the first free date, time and doctor, and the booking is accepted`, async ({
    page,
    request,
  }) => {
    const text = LANGS[lang];
    const date = clinicDaysAhead(lang === 'en' ? 15 : 16);
    const desk = await deskApi(request);
    const name = `Next Free ${lang} ${Date.now()}`;
    await desk.addPatient(name);
    const first = (await desk.freeTimes(date))[0]!;

    await openDay(page, lang, date);
    await page.getByRole('button', { name: text.book }).click();
    const book = page.getByRole('dialog', { name: text.book });
    await book.locator('#patient-search').fill(name);
    await book
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .click();
    await book.getByRole('button', { name: text.next }).click();
    // The first free time of the day asked about, with a doctor free then for the whole visit.
    await expect(book.getByRole('status')).toContainText(text.found);
    await expect(book.locator('#book-time')).toHaveValue(first.time);
    const doctor = Number(await book.locator('#book-doctor').inputValue());
    expect(first.doctor_ids).toContain(doctor);
    await expect(book.getByRole('status')).toContainText(first.time);
    await expectNoSeriousA11yViolations(page, `book dialog, next available (${lang})`);
    await shoot(page, `next-free-book-${lang}`);

    await book.locator('button[type="submit"]').click();
    await expect(book).toHaveCount(0);
    await expect(page.locator('[data-visit-id]').filter({ hasText: `${first.time} ${name}` })).toBeVisible();
  });

  test(`(${lang}) Next available in Move finds the visit's own doctor's first free time, and the move keeps the doctor`, async ({
    page,
    request,
  }) => {
    const text = LANGS[lang];
    const date = clinicDaysAhead(lang === 'en' ? 17 : 18);
    const desk = await deskApi(request);
    const free = await desk.freeTimes(date);
    // Dr. Stone (1) is busy at the day's first free time; the visit to move is hers, later that day.
    const early = free.find((slot) => slot.doctor_ids.includes(1) && slot.doctor_ids.includes(2))!.time;
    await desk.book({ patientId: await desk.addPatient('Early Patient'), doctorId: 1, date, time: early });
    const moved = await desk.book({
      patientId: await desk.addPatient(`Moved ${lang}`),
      doctorId: 1,
      date,
      time: plusMinutes(early, 120),
    });

    await openDay(page, lang, date);
    await page.locator(`[data-visit-id="${moved}"]`).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('button', { hasText: text.move }).click();
    await dialog.getByRole('button', { name: text.next }).click();
    await expect(dialog.getByRole('status')).toContainText(text.stone);
    const chosen = await dialog.locator('#move-time').inputValue();
    // Her first whole free time after the early visit (15 minutes), never another doctor's.
    expect(chosen).toBe(plusMinutes(early, 15));
    await expect(dialog.locator('#move-doctor option:checked')).toContainText(text.stone);
    await expectNoSeriousA11yViolations(page, `move dialog, next available (${lang})`);
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => desk.visit(moved, date)).toMatchObject({ doctor_id: 1, start_time: chosen });
  });

  test(`(${lang}) an Israeli clinic's time field reads 24-hour and its agenda date day first`, async ({ page }) => {
    const text = LANGS[lang];
    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await page.goto('/central-clinic/staff');
    await page.getByLabel(text.email).fill('reception@central-clinic.example');
    await page.getByLabel(text.password).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: text.block })).toBeVisible();

    // The agenda opens on the clinic's first open day from today (a Saturday opens on Sunday), written day first
    // whatever the browser's locale: read day first, the date falls within the coming week.
    const shown = await shownInField(page.getByRole('group', { name: text.date, exact: true }));
    const [, day, month, year] = (shown.match(/^(\d{1,2})\D+(\d{1,2})\D+(\d{4})$/) ?? []).map(Number);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
    const daysAhead = (Date.UTC(year ?? NaN, (month ?? NaN) - 1, day) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
    expect(daysAhead, `agenda date ${shown} read day first`).toBeGreaterThanOrEqual(0);
    expect(daysAhead, `agenda date ${shown} read day first`).toBeLessThan(7);

    await page.getByRole('button', { name: text.block }).click();
    const block = page.getByRole('dialog', { name: text.block });
    const from = block.getByRole('group', { name: text.from });
    // The dialog may still be filling its first values as typing starts: type until the field holds what was typed.
    await expect(async () => {
      await typeClinicTime(from, '14:30');
      expect(await shownInField(from)).toBe('14:30');
    }).toPass({ timeout: 10_000 });
    await expect(from.locator('[data-type="dayPeriod"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `block dialog, 24-hour time (${lang})`);
    await shoot(page, `next-free-block-${lang}`);
  });
}
