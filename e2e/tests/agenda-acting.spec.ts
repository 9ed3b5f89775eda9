import { type Page, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/patients';
import { STAFF_CLINIC, clinicDaysAhead, staffLogin } from '../support/staff';
import { deskApi } from '../support/staff-desk';
import { plusMinutes } from '@clinic/contract/core/wall-time';
import { shoot } from '../support/shots';

const LANGS = {
  en: {
    email: 'Email',
    password: 'Password',
    grid: 'The day, doctor by doctor',
    stone: 'Dr. Maya Stone',
    gal: 'Dr. Omer Gal',
    busy: 'Busy',
    undo: 'Undo',
    book: 'Book a visit',
    note: 'Note for the doctor',
    visitNote: 'Pain lower left molar',
    editNote: 'Edit note',
    saveNote: 'Save note',
    changedNote: 'Pain eased; check the filling',
    visit: (time: string) => `Visit at ${time}`,
  },
  he: {
    email: 'אימייל',
    password: 'סיסמה',
    grid: 'היום, רופא אחר רופא',
    stone: 'ד"ר מאיה סטון',
    gal: 'ד"ר עומר גל',
    busy: 'תפוס',
    undo: 'ביטול',
    book: 'קביעת תור',
    note: 'הערה לרופא',
    visitNote: 'כאב בטוחנת שמאלית תחתונה',
    editNote: 'עריכת הערה',
    saveNote: 'שמירת הערה',
    changedNote: 'הכאב פחת; לבדוק את הסתימה',
    visit: (time: string) => `תור בשעה ${time}`,
  },
} as const;
type Lang = keyof typeof LANGS;

/** A time both doctors have free, with Dr. Gal free half an hour later too (from the staff free times). */
async function freeForBoth(desk: Awaited<ReturnType<typeof deskApi>>, date: string) {
  const times = await desk.freeTimes(date);
  const both = (time: string, doctor: number) => times.find((slot) => slot.time === time)?.doctor_ids.includes(doctor);
  const fitting = times.filter(
    (slot) => slot.time < '22:00' && both(slot.time, 1) && both(slot.time, 2) && both(plusMinutes(slot.time, 30), 2),
  );
  expect(fitting.length).toBeGreaterThan(0);
  return fitting[Math.floor(Math.random() * fitting.length)]!.time;
}

async function openDay(page: Page, lang: Lang, date: string) {
  if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/${STAFF_CLINIC}/staff?date=${date}&branch=1&view=day`);
  await staffLogin(page, LANGS[lang]);
  const grid = page.getByRole('region', { name: LANGS[lang].grid });
  // A pointer over the day loads what it does beyond showing it: the free times to book, and dragging.
  await grid.hover();
  await expect(page.locator('[data-free-time]').first()).toBeAttached();
  return grid;
}

for (const lang of ['en', 'he'] as const) {
  test(`(${lang}) a visit dragged to another doctor and time moves there, a busy place is refused first, and Undo puts it back`, async ({
    page,
    request,
  }) => {
    const text = LANGS[lang];
    const date = clinicDaysAhead(lang === 'en' ? 3 : 4);
    const desk = await deskApi(request);
    const start = await freeForBoth(desk, date);
    const moved = await desk.book({ patientId: await desk.addPatient('Drag Patient'), doctorId: 1, date, time: start });
    await desk.book({ patientId: await desk.addPatient('Busy Patient'), doctorId: 2, date, time: start });
    const target = plusMinutes(start, 30);

    await openDay(page, lang, date);
    const visit = page.locator(`[data-drag-visit="${moved}"]`);
    // The visit in the middle of the day's scroller, clear of the edges where a drag scrolls it.
    await visit.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const from = (await visit.boundingBox())!;
    const row = (await page.locator('[data-free-time]').first().boundingBox())!.height;
    const galColumn = (await page.getByRole('heading', { level: 2, name: text.gal }).boundingBox())!;
    const galX = galColumn.x + galColumn.width / 2;

    await page.mouse.move(from.x + from.width / 2, from.y + 4);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 14, { steps: 3 });
    // Onto Dr. Gal's visit at the same time: refused before the drop.
    await page.mouse.move(galX, from.y + 4, { steps: 5 });
    await expect(page.locator('[data-drop-target]')).toHaveAttribute('data-drop-target', 'busy');
    await expect(page.locator('[data-drop-target]')).toContainText(`${start} · ${text.busy}`);
    // Half an hour later (six 5-minute rows), free: the target names the time and the doctor.
    await page.mouse.move(galX, from.y + 4 + 6 * row, { steps: 5 });
    await expect(page.locator('[data-drop-target]')).toHaveAttribute('data-drop-target', 'free');
    await expect(page.locator('[data-drop-target]')).toContainText(`${target} · ${text.gal}`);
    await shoot(page, `acting-drag-${lang}`);
    await page.mouse.up();

    const toast = page.getByRole('status').filter({ hasText: text.gal });
    await expect(toast).toContainText(target);
    await expect.poll(() => desk.visit(moved, date)).toMatchObject({ doctor_id: 2, start_time: target });
    await shoot(page, `acting-dropped-${lang}`);

    await toast.getByRole('button', { name: text.undo }).click();
    await expect.poll(() => desk.visit(moved, date)).toMatchObject({ doctor_id: 1, start_time: start });
  });

  test(`(${lang}) a free time of the grid opens Book with its doctor and time filled in; its note reaches the visit`, async ({
    page,
    request,
  }) => {
    const text = LANGS[lang];
    const date = clinicDaysAhead(lang === 'en' ? 5 : 6);
    const desk = await deskApi(request);
    const time = await freeForBoth(desk, date);
    await desk.addPatient('Pointed Patient');

    await openDay(page, lang, date);
    const cell = page.locator(`[data-free-doctor="2"][data-free-time="${time}"]`);
    if (lang === 'en') {
      await cell.click();
    } else {
      await cell.focus();
      await page.keyboard.press('Enter');
    }
    const book = page.getByRole('dialog', { name: text.book });
    await expect(book).toBeVisible();
    await book.locator('#patient-search').fill('Pointed Patient');
    await book
      .getByRole('button', { name: /Pointed Patient/ })
      .first()
      .click();
    await expect(book.locator('#book-doctor')).toHaveValue('2');
    await expect(book.locator('#book-time')).toHaveValue(time);
    await book.getByLabel(text.note).fill(text.visitNote);
    await shoot(page, `acting-book-prefilled-${lang}`);
    await expectNoSeriousA11yViolations(page, `book dialog prefilled (${lang})`);
    await book.locator('button[type="submit"]').click();
    await expect(book).toHaveCount(0);
    const booked = page.locator('[data-visit-id]').filter({ hasText: `${time} Pointed Patient` });
    await expect(booked).toBeVisible();

    // The visit's dialog shows the booking's own note for the doctor.
    await booked.click();
    const dialog = page.getByRole('dialog', { name: text.visit(time) });
    await expect(dialog.getByRole('definition').filter({ hasText: text.visitNote })).toBeVisible();
    await expect(dialog.getByRole('term').filter({ hasText: text.note })).toBeVisible();
    await shoot(page, `acting-visit-note-${lang}`);
    await expectNoSeriousA11yViolations(page, `visit dialog with its note (${lang})`);

    // Staff change it from the dialog; opened again, the visit says the new note.
    await dialog.getByRole('button', { name: text.editNote }).click();
    await expect(dialog.getByLabel(text.note)).toHaveValue(text.visitNote);
    await dialog.getByLabel(text.note).fill(text.changedNote);
    await expectNoSeriousA11yViolations(page, `visit note form (${lang})`);
    await dialog.getByRole('button', { name: text.saveNote }).click();
    await expect(dialog).toHaveCount(0);
    await booked.click();
    await expect(dialog.getByRole('definition').filter({ hasText: text.changedNote })).toBeVisible();
  });

  test(`(${lang}) moving keeps the doctor: only their free times, another doctor is chosen and named`, async ({
    page,
    request,
  }) => {
    const text = LANGS[lang];
    const date = clinicDaysAhead(lang === 'en' ? 7 : 8);
    const desk = await deskApi(request);
    const start = await freeForBoth(desk, date);
    const moved = await desk.book({ patientId: await desk.addPatient('Kept Patient'), doctorId: 1, date, time: start });
    // Dr. Stone is busy half an hour later; Dr. Gal is free then.
    const taken = plusMinutes(start, 30);
    await desk.book({ patientId: await desk.addPatient('Other Patient'), doctorId: 1, date, time: taken });

    await openDay(page, lang, date);
    await page.locator(`[data-visit-id="${moved}"]`).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('button', { hasText: lang === 'en' ? /^Move$/ : /^העברה$/ }).click();
    const doctor = dialog.locator('#move-doctor');
    await expect(doctor.locator('option:checked')).toContainText(text.stone);
    const times = dialog.locator('#move-time option');
    await expect(times).not.toHaveCount(1);
    await expect(dialog.locator(`#move-time option[value="${taken}"]`)).toHaveCount(0);
    await doctor.selectOption({ label: text.gal });
    await expect(dialog.locator(`#move-time option[value="${taken}"]`)).toHaveCount(1);
    await dialog.locator('#move-time').selectOption(taken);
    await expect(dialog.getByRole('note')).toContainText(text.gal);
    const submit = dialog.locator('button[type="submit"]');
    await expect(submit).toContainText(text.gal);
    await shoot(page, `acting-move-other-doctor-${lang}`);
    await submit.click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => desk.visit(moved, date)).toMatchObject({ doctor_id: 2, start_time: taken });
  });
}

test('a receptionist who tabs into the day keeps the focus on the visit when the grid takes up its tools', async ({
  page,
  request,
}) => {
  const date = clinicDaysAhead(9);
  const desk = await deskApi(request);
  const free = await desk.freeTimes(date);
  const slot = free[Math.floor(Math.random() * free.length)]!;
  const patientId = await desk.addPatient('Focus Patient');
  const id = await desk.book({ patientId, doctorId: slot.doctor_ids[0]!, date, time: slot.time });

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/${STAFF_CLINIC}/staff?date=${date}&branch=1&view=day`);
  await staffLogin(page, LANGS.en);
  const visit = page.locator(`[data-visit-id="${id}"]`);
  await expect(visit).toBeVisible();
  // No pointer has come over the day, so what it does beyond showing it (booking, dragging) is not loaded yet.
  await expect(page.locator('[data-drag-visit]')).toHaveCount(0);
  await visit.focus();
  // The focus brings it; the day is drawn anew with it, and the focus stays on the visit.
  await expect(page.locator(`[data-drag-visit="${id}"]`)).toBeAttached();
  await expect(visit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: LANGS.en.visit(slot.time) })).toBeVisible();
});
