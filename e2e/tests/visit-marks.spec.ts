import { type Page, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/patients';
import { STAFF_CLINIC, clinicDaysAhead, clinicToday, staffLogin } from '../support/staff';
import { deskApi } from '../support/staff-desk';
import { shoot } from '../support/shots';

const LANGS = {
  en: {
    labels: { email: 'Email', password: 'Password' },
    visit: (time: string) => `Visit at ${time}`,
    arrived: 'Arrived',
    completed: 'Completed',
    noShow: 'No-show',
    cancel: 'Cancel visit',
    close: 'Close',
    booked: 'Booked',
    onItsDay: 'Arrived: available on the day of the visit.',
    onceStarted: (time: string) => `Completed and No-show: available once the visit has started, at ${time}.`,
  },
  he: {
    labels: { email: 'אימייל', password: 'סיסמה' },
    visit: (time: string) => `תור בשעה ${time}`,
    arrived: 'הגיע/ה',
    completed: 'הסתיים',
    noShow: 'לא הגיע/ה',
    cancel: 'ביטול התור',
    close: 'סגירה',
    booked: 'נקבע',
    onItsDay: 'הגיע/ה: זמין ביום התור.',
    onceStarted: (time: string) => `הסתיים ולא הגיע/ה: זמינים לאחר שהתור מתחיל, בשעה ${time}.`,
  },
} as const;

async function openVisit(page: Page, lang: keyof typeof LANGS, date: string, id: number, time: string) {
  if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
  await page.goto(`/${STAFF_CLINIC}/staff?date=${date}&branch=1&view=day`);
  await staffLogin(page, LANGS[lang].labels);
  await page.locator(`[data-visit-id="${id}"]`).click();
  const dialog = page.getByRole('dialog', { name: LANGS[lang].visit(time) });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const lang of ['en', 'he'] as const) {
  const text = LANGS[lang];

  test(`(${lang}) a later day's visit offers no mark yet and says when; no-show and cancel stand apart in red`, async ({
    page,
    request,
  }) => {
    const date = clinicDaysAhead(lang === 'en' ? 11 : 12);
    const desk = await deskApi(request);
    const free = await desk.freeTimes(date);
    const slot = free[Math.floor(Math.random() * free.length)]!;
    const id = await desk.book({
      patientId: await desk.addPatient('Later Patient'),
      doctorId: slot.doctor_ids[0]!,
      date,
      time: slot.time,
    });

    const dialog = await openVisit(page, lang, date, id, slot.time);
    const arrived = dialog.getByRole('button', { name: text.arrived, exact: true });
    const completed = dialog.getByRole('button', { name: text.completed, exact: true });
    const noShow = dialog.getByRole('button', { name: text.noShow, exact: true });
    for (const mark of [arrived, completed, noShow]) await expect(mark).toBeDisabled();
    await expect(arrived).toHaveAccessibleDescription(text.onItsDay);
    await expect(completed).toHaveAccessibleDescription(text.onceStarted(slot.time));
    await expect(noShow).toHaveAccessibleDescription(text.onceStarted(slot.time));
    await expect(dialog.getByText(text.onItsDay)).toBeVisible();

    // A click on a mark that waits changes nothing and brings no refusal.
    await completed.click({ force: true });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog).toContainText(text.booked);

    // No-show and Cancel come last, below the others, and in another colour than Close.
    const cancel = dialog.getByRole('button', { name: text.cancel, exact: true });
    const close = dialog.getByRole('button', { name: text.close, exact: true });
    const names = await dialog.getByRole('button').allTextContents();
    expect(names.slice(-2)).toEqual([text.noShow, text.cancel]);
    expect((await cancel.boundingBox())!.y).toBeGreaterThan((await close.boundingBox())!.y);
    const colour = (locator: typeof close) => locator.evaluate((button) => getComputedStyle(button).color);
    expect(await colour(cancel)).not.toBe(await colour(close));
    expect(await colour(noShow)).toBe(await colour(cancel));
    await expectNoSeriousA11yViolations(page, `visit marks waiting (${lang})`);
    await shoot(page, `visit-marks-${lang}`, { widths: [1280, 390] });
  });

  test(`(${lang}) on its day before its start, Arrived marks the visit; Completed and No-show wait for the start`, async ({
    page,
    request,
  }) => {
    const today = clinicToday();
    const desk = await deskApi(request);
    // The day's last free time: hours away, so it has not started while the test runs.
    const slot = (await desk.freeTimes(today)).at(lang === 'en' ? -1 : -4)!;
    const id = await desk.book({
      patientId: await desk.addPatient('Early Patient'),
      doctorId: slot.doctor_ids[0]!,
      date: today,
      time: slot.time,
    });

    const dialog = await openVisit(page, lang, today, id, slot.time);
    const arrived = dialog.getByRole('button', { name: text.arrived, exact: true });
    await expect(arrived).toBeEnabled();
    await expect(dialog.getByRole('button', { name: text.completed, exact: true })).toBeDisabled();
    await expect(dialog.getByText(text.onceStarted(slot.time))).toBeVisible();
    await expect(dialog.getByText(text.onItsDay)).toHaveCount(0);
    await arrived.click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator(`[data-visit-id="${id}"]`)).toContainText(text.arrived);
  });
}
