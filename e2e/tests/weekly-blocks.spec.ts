import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/patients';
import { STAFF_CLINIC, clinicDaysAhead, staffLogin } from '../support/staff';
import { deskApi } from '../support/staff-desk';
import { typeClinicDate, typeClinicTime } from '../support/clinic-fields';
import { shoot } from '../support/shots';

// The desk blocks Dr. Omer Gal's lunch, 12:00-13:00, for three weeks from a day of its own (34 days ahead in
// English, 35 in Hebrew: then 41 and 48, 42 and 49); each week is on the agenda and out of the free times; one
// week is given back, then all of them.
const TEXTS = {
  en: {
    labels: { email: 'Email', password: 'Password' },
    title: 'Block time',
    who: 'Block for',
    doctor: 'Dr. Omer Gal',
    from: 'From date',
    to: 'To date',
    start: 'From time',
    end: 'To time',
    repeat: 'Repeat weekly',
    weeks: 'Number of weeks (2 to 52)',
    repeats: 'The same time every week, 3 weeks in all.',
    reason: 'Reason',
    submit: 'Block',
    inSeries: 'This blocked time repeats weekly.',
    removeOne: 'Unblock this week only',
    removeAll: 'Unblock every week',
  },
  he: {
    labels: { email: 'אימייל', password: 'סיסמה' },
    title: 'חסימת זמן',
    who: 'חסימה עבור',
    doctor: 'ד"ר עומר גל',
    from: 'מתאריך',
    to: 'עד תאריך',
    start: 'משעה',
    end: 'עד שעה',
    repeat: 'חזרה כל שבוע',
    weeks: 'מספר שבועות (2 עד 52)',
    repeats: 'אותה שעה בכל שבוע, 3 שבועות בסך הכול.',
    reason: 'סיבה',
    submit: 'חסימה',
    inSeries: 'הזמן החסום הזה חוזר כל שבוע.',
    removeOne: 'שחרור השבוע הזה בלבד',
    removeAll: 'שחרור כל השבועות',
  },
} as const;

for (const lang of ['en', 'he'] as const) {
  test(`a lunch blocked weekly: each week on the agenda and out of the free times, one or all given back (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = TEXTS[lang];
    const first = lang === 'en' ? 34 : 35;
    const [week1, week2, week3] = [first, first + 7, first + 14].map((days) => clinicDaysAhead(days)) as [
      string,
      string,
      string,
    ];
    const reason = `Lunch ${lang} ${String(Date.now()).slice(-5)}`;
    const desk = await deskApi(request);
    // A second try starts from free weeks again.
    if (test.info().retry > 0) for (const date of [week1, week2, week3]) await desk.unblockWeekly(date, 2);
    const omerFreeAtNoon = async (date: string) =>
      (await desk.freeTimes(date)).some((slot) => slot.time === '12:00' && slot.doctor_ids.includes(2));
    expect(await omerFreeAtNoon(week2)).toBe(true);

    await page.addInitScript((language) => localStorage.setItem('language', language), lang);
    await page.goto(`/${STAFF_CLINIC}/staff?date=${week1}&branch=1&view=day`);
    await staffLogin(page, text.labels);
    await page.getByRole('button', { name: text.title }).click();
    const dialog = page.getByRole('dialog', { name: text.title });
    await dialog.getByLabel(text.who).selectOption({ label: text.doctor });
    await typeClinicDate(dialog.getByRole('group', { name: text.from }), week1);
    await typeClinicDate(dialog.getByRole('group', { name: text.to }), week1);
    await typeClinicTime(dialog.getByRole('group', { name: text.start }), '12:00');
    await typeClinicTime(dialog.getByRole('group', { name: text.end }), '13:00');
    await dialog.getByLabel(text.repeat).check();
    await dialog.getByLabel(text.weeks).fill('3');
    await expect(dialog.getByRole('status')).toHaveText(text.repeats);
    await dialog.getByLabel(text.reason).fill(reason);
    await expectNoSeriousA11yViolations(page, `block dialog repeating weekly (${lang})`);
    await shoot(page, `block-weekly-dialog-${lang}`, { widths: [390, 1280] });
    await dialog.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(dialog).toHaveCount(0);

    // Each week is blocked: on the agenda and not offered.
    for (const date of [week1, week2, week3]) expect(await omerFreeAtNoon(date)).toBe(false);
    expect(await omerFreeAtNoon(clinicDaysAhead(first + 21))).toBe(true);
    await page.goto(`/${STAFF_CLINIC}/staff?date=${week2}&branch=1&view=day`);
    const blockOn = page.getByRole('button', { name: new RegExp(reason) });
    await expect(blockOn).toBeVisible();
    await blockOn.scrollIntoViewIfNeeded();
    await shoot(page, `block-weekly-agenda-${lang}`, { widths: [390, 1280] });

    // The second week alone given back.
    await blockOn.click();
    const unblock = page.getByRole('dialog', { name: text.title });
    await expect(unblock).toContainText(text.inSeries);
    await shoot(page, `block-weekly-unblock-${lang}`, { widths: [390, 1280] });
    await unblock.getByRole('button', { name: text.removeOne }).click();
    await expect(unblock).toHaveCount(0);
    await expect(blockOn).toHaveCount(0);
    expect(await omerFreeAtNoon(week2)).toBe(true);
    expect(await omerFreeAtNoon(week3)).toBe(false);

    // From the third week, all of them.
    await page.goto(`/${STAFF_CLINIC}/staff?date=${week3}&branch=1&view=day`);
    await page.getByRole('button', { name: new RegExp(reason) }).click();
    await page.getByRole('dialog', { name: text.title }).getByRole('button', { name: text.removeAll }).click();
    await expect(page.getByRole('button', { name: new RegExp(reason) })).toHaveCount(0);
    for (const date of [week1, week3]) expect(await omerFreeAtNoon(date)).toBe(true);
  });
}
