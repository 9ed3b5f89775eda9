import { expect, test } from '@playwright/test';
import { plusMinutes } from '@clinic/contract/core/wall-time';
import { expectNoSeriousA11yViolations } from '../support/patients';
import { STAFF_CLINIC, clinicDaysAhead, staffLogin } from '../support/staff';
import { deskApi } from '../support/staff-desk';
import { shoot } from '../support/shots';

const LANGS = {
  en: {
    labels: { email: 'Email', password: 'Password' },
    grid: 'The day, doctor by doctor',
    book: 'Book a visit',
    notFit: (time: string) => `Consultation takes 15 minutes and does not fit the free time at ${time}.`,
    dressing: 'Dressing change (10 minutes)',
  },
  he: {
    labels: { email: 'אימייל', password: 'סיסמה' },
    grid: 'היום, רופא אחר רופא',
    book: 'קביעת תור',
    notFit: (time: string) => `ייעוץ נמשך 15 דקות ואינו נכנס בזמן הפנוי בשעה ${time}.`,
    dressing: 'החלפת חבישה (10 דקות)',
  },
} as const;

for (const lang of ['en', 'he'] as const) {
  const text = LANGS[lang];

  test(`(${lang}) a free time too short for the first treatment says so, offers one that fits, and books there`, async ({
    page,
    request,
  }) => {
    const date = clinicDaysAhead(lang === 'en' ? 19 : 25);
    const desk = await deskApi(request);
    // Dr. Gal free for 40 minutes from a start: visits at its start and 25 minutes on leave 10 free minutes between.
    const free = await desk.freeTimes(date);
    const galAt = (time: string) => free.some((slot) => slot.time === time && slot.doctor_ids.includes(2));
    const starts = free
      .map((slot) => slot.time)
      .filter((time) => time < '23:00' && [0, 15, 25].every((minutes) => galAt(plusMinutes(time, minutes))));
    expect(starts.length).toBeGreaterThan(0);
    const start = starts[Math.floor(Math.random() * starts.length)]!;
    const gap = plusMinutes(start, 15);
    await desk.book({ patientId: await desk.addPatient('Before Gap'), doctorId: 2, date, time: start });
    await desk.book({ patientId: await desk.addPatient('After Gap'), doctorId: 2, date, time: plusMinutes(start, 25) });
    await desk.addPatient('Gap Patient');

    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await page.goto(`/${STAFF_CLINIC}/staff?date=${date}&branch=1&view=day`);
    await staffLogin(page, text.labels);
    await page.getByRole('region', { name: text.grid }).hover();
    await page.locator(`[data-free-doctor="2"][data-free-time="${gap}"]`).click();

    const book = page.getByRole('dialog', { name: text.book });
    await book.locator('#patient-search').fill('Gap Patient');
    await book
      .getByRole('button', { name: /Gap Patient/ })
      .first()
      .click();
    // The consultation (first in the list) does not fit the ten free minutes: said, with what does.
    await expect(book.getByText(text.notFit(gap))).toBeVisible();
    await expectNoSeriousA11yViolations(page, `treatment that does not fit (${lang})`);
    await shoot(page, `short-gap-${lang}`, { widths: [1280, 390] });
    await book.getByRole('button', { name: text.dressing }).click();
    await expect(book.getByText(text.notFit(gap))).toHaveCount(0);
    await expect(book.locator('#book-treatment')).toHaveValue('2');
    await expect(book.locator('#book-doctor')).toHaveValue('2');
    await expect(book.locator('#book-time')).toHaveValue(gap);
    await book.locator('button[type="submit"]').click();
    await expect(book).toHaveCount(0);
    await expect(page.locator('[data-visit-id]').filter({ hasText: `${gap} Gap Patient` })).toBeVisible();
  });
}
