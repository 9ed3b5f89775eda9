import { type Locator, type Page, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, uniqueNational } from '../support/patients';
import { STAFF_CLINIC, clinicToday, staffLogin } from '../support/staff';
import { typeClinicDate } from '../support/clinic-fields';
import { deskApi } from '../support/staff-desk';

/** The date `days` days after an ISO date, and `weeks` weeks after it. */
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weeksAfter = (date: string, weeks: number) => daysAfter(date, weeks * 7);

test('a receptionist books a 6-week series in Hebrew; a series over its dates is refused date by date; the last three are cancelled together', async ({
  page,
}) => {
  // Tomorrow is wholly ahead; the series starts a week later, so a series from tomorrow runs into it.
  const tomorrow = daysAfter(clinicToday(), 1);
  const first = weeksAfter(tomorrow, 1);
  await page.addInitScript(() => localStorage.setItem('language', 'he'));
  await page.goto(`/${STAFF_CLINIC}/staff?date=${first}&branch=1&view=day`);
  await staffLogin(page, { email: 'אימייל', password: 'סיסמה' });
  await expect(page.getByRole('heading', { level: 1, name: /^יומן ל-/ })).toBeVisible();

  // A series: every week, six visits, with one doctor at one of that day's free times.
  const book = await openBooking(page, 'רות סדרה', first);
  const time = book.getByLabel('שעה', { exact: true });
  // Chosen at random in the day's second half, away from the other tests' visits, among the times the doctor is
  // also free at on the other dates this test books: the series' six and tomorrow.
  const start = await timeFreeOnEveryDate(page, book, { treatment: 'טיפול', doctor: 'רופא/ה', time: 'שעה' }, [
    tomorrow,
    ...[1, 2, 3, 4, 5].map((weeks) => weeksAfter(first, weeks)),
  ]);
  await time.selectOption(start);
  await book.getByLabel('לחזור על התור כל כמה שבועות').check();
  await book.getByLabel('לחזור כל').selectOption('1');
  await book.getByLabel('מספר תורים', { exact: true }).fill('6');
  await expectNoSeriousA11yViolations(page, 'series booking dialog');
  await book.getByRole('button', { name: 'לקבוע את הסדרה' }).click();
  await expect(book).toHaveCount(0);
  await expect(page.getByText('נקבעו 6 תורים.')).toBeVisible();

  // The first and the sixth week have the visit, marked as part of a series.
  const seriesVisit = page.getByRole('button', { name: new RegExp(`^${start} רות סדרה חלק מסדרה`) });
  await expect(seriesVisit).toBeVisible();
  await page.goto(`/${STAFF_CLINIC}/staff?date=${weeksAfter(first, 5)}&branch=1&view=day`);
  await expect(seriesVisit).toBeVisible();

  // Another patient's series from tomorrow at that doctor and time: two dates are taken, nothing is written.
  const other = await openBooking(page, 'דן חופף', tomorrow);
  await other.getByLabel('שעה', { exact: true }).selectOption(start);
  await other.getByLabel('לחזור על התור כל כמה שבועות').check();
  await other.getByLabel('מספר תורים', { exact: true }).fill('3');
  await other.getByRole('button', { name: 'לקבוע את הסדרה' }).click();
  const conflicts = other.getByRole('alert').filter({ hasText: 'שום תור לא נקבע' });
  await expect(conflicts.getByRole('listitem')).toHaveCount(2);
  await expect(conflicts).toContainText('תפוס; השעה הפנויה הקרובה');
  await expectNoSeriousA11yViolations(page, 'series conflicts');
  await other.getByRole('button', { name: 'סגירה' }).click();

  // From the fourth visit on, the series is cancelled; the third stays.
  await page.goto(`/${STAFF_CLINIC}/staff?date=${weeksAfter(first, 3)}&branch=1&view=day`);
  await seriesVisit.click();
  const dialog = page.getByRole('dialog', { name: `תור בשעה ${start}` });
  await expect(dialog).toContainText('חלק מסדרה');
  await dialog.getByRole('button', { name: 'ביטול התור' }).click();
  await dialog.getByLabel('התור הזה והתורים הבאים בסדרה').check();
  await dialog.getByLabel('סיבת הביטול').fill('סיום הטיפולים');
  await dialog.getByRole('button', { name: 'לבטל את התור' }).click();
  await expect(page.getByText('3 תורים בוטלו.')).toBeVisible();
  await expect(seriesVisit).toContainText('בוטל');
  await page.goto(`/${STAFF_CLINIC}/staff?date=${weeksAfter(first, 5)}&branch=1&view=day`);
  await expect(seriesVisit).toContainText('בוטל');
  await page.goto(`/${STAFF_CLINIC}/staff?date=${weeksAfter(first, 2)}&branch=1&view=day`);
  await expect(seriesVisit).toContainText('נקבע');
});

/**
 * A start time at random in the second half of the Book dialog's times, at which its doctor is also free for its
 * treatment on each of some other dates.
 */
async function timeFreeOnEveryDate(
  page: Page,
  book: Locator,
  labels: { treatment: string; doctor: string; time: string },
  dates: string[],
) {
  const field = (label: string) => book.getByLabel(label, { exact: true });
  const options = await field(labels.time)
    .locator('option')
    .evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value).filter(Boolean));
  const treatmentId = Number(await field(labels.treatment).inputValue());
  const doctorId = Number(await field(labels.doctor).inputValue());
  const desk = await deskApi(page.request);
  const freeOnDates = await Promise.all(
    dates.map(async (date) =>
      (await desk.freeTimes(date, treatmentId))
        .filter((free) => free.doctor_ids.includes(doctorId))
        .map((free) => free.time),
    ),
  );
  const candidates = options
    .slice(Math.floor(options.length / 2))
    .filter((option) => freeOnDates.every((times) => times.includes(option)));
  expect(candidates.length, `a time free on ${dates.join(', ')} too`).toBeGreaterThan(0);
  return candidates[Math.floor(Math.random() * candidates.length)]!;
}

/** Opens "Book a visit", adds a new patient and picks the first treatment, Dr. Omar Gal and a date. */
async function openBooking(page: Page, name: string, date: string) {
  await page.getByRole('button', { name: 'קביעת תור' }).click();
  const dialog = page.getByRole('dialog', { name: 'קביעת תור' });
  await dialog.getByRole('button', { name: 'מטופל חדש' }).click();
  await dialog.getByLabel('שם מלא').fill(name);
  await dialog.getByLabel('טלפון (כפי שהמטופל אומר אותו, או עם קידומת מדינה)').fill(`972${uniqueNational()}`);
  await dialog.getByRole('button', { name: 'הוספת מטופל' }).click();
  await expect(dialog).toContainText(`מטופל/ת: ${name}`);
  await dialog.getByLabel('טיפול').selectOption({ index: 0 });
  await dialog.getByLabel('רופא/ה').selectOption({ label: 'ד"ר עומר גל' });
  await typeClinicDate(dialog.getByRole('group', { name: 'תאריך', exact: true }), date);
  await expect(dialog.getByLabel('שעה', { exact: true }).locator('option')).not.toHaveCount(1);
  return dialog;
}

test("an owner moves a series from its second visit on, then makes a doctor's calendar feed, reads it and stops it", async ({
  page,
  request,
}) => {
  const first = daysAfter(clinicToday(), 2);
  await page.goto(`/${STAFF_CLINIC}/staff?date=${first}&branch=1&view=day`);
  await staffLogin(page, { email: 'Email', password: 'Password' }, 'owner');
  await page.getByRole('button', { name: 'Book a visit' }).click();
  const book = page.getByRole('dialog', { name: 'Book a visit' });
  await book.getByRole('button', { name: 'New patient' }).click();
  await book.getByLabel('Full name').fill('Tess Weekly');
  await book.getByLabel('Phone (as the patient says it, or with the country code)').fill(`972${uniqueNational()}`);
  await book.getByRole('button', { name: 'Add patient' }).click();
  await book.getByLabel('Doctor', { exact: true }).selectOption({ label: 'Dr. Maya Stone' });
  const time = book.getByLabel('Time', { exact: true });
  await expect(time.locator('option')).not.toHaveCount(1);
  // At random in the day's second half, among the times the doctor is free at on the series' other two dates.
  const start = await timeFreeOnEveryDate(page, book, { treatment: 'Treatment', doctor: 'Doctor', time: 'Time' }, [
    weeksAfter(first, 2),
    weeksAfter(first, 4),
  ]);
  await time.selectOption(start);
  await book.getByLabel('Repeat this visit every few weeks').check();
  await book.getByLabel('Repeat every').selectOption('2');
  await book.getByLabel('On a date').check();
  await typeClinicDate(book.getByRole('group', { name: 'Last date' }), weeksAfter(first, 4));
  await book.getByRole('button', { name: 'Book the series' }).click();
  await expect(page.getByText('3 visits were booked.')).toBeVisible();

  // The second visit and the third move a day later, to the day's first free time.
  await page.goto(`/${STAFF_CLINIC}/staff?date=${weeksAfter(first, 2)}&branch=1&view=day`);
  const visit = page.getByRole('button', { name: new RegExp(`^${start} Tess Weekly Part of a series`) });
  await visit.click();
  const dialog = page.getByRole('dialog', { name: `Visit at ${start}` });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await dialog.getByLabel('This and later visits of the series').check();
  await expect(dialog.getByLabel('Doctor')).toHaveCount(0);
  await typeClinicDate(dialog.getByRole('group', { name: 'New date' }), daysAfter(weeksAfter(first, 2), 1));
  const moveTime = dialog.getByLabel('New time');
  await expect(moveTime.locator('option')).not.toHaveCount(1);
  const newStart = (await moveTime.locator('option').nth(1).getAttribute('value'))!;
  await moveTime.selectOption(newStart);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('2 visits were moved.')).toBeVisible();
  await page.goto(`/${STAFF_CLINIC}/staff?date=${daysAfter(weeksAfter(first, 4), 1)}&branch=1&view=day`);
  await expect(
    page.getByRole('button', { name: new RegExp(`^${newStart} Tess Weekly Part of a series`) }),
  ).toBeVisible();

  // A calendar feed of Dr. Maya Stone's visits: shown once, read without a session, stopped.
  await page.getByRole('link', { name: 'My account' }).click();
  await page.getByLabel('Doctor').selectOption({ label: 'Dr. Maya Stone' });
  await page.getByRole('button', { name: 'Make a calendar address' }).click();
  const url = await page.getByLabel('Calendar address').inputValue();
  const feed = await request.get(url);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const calendar = await feed.text();
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain('Tess W.');
  expect(calendar).not.toContain('Weekly');
  await expectNoSeriousA11yViolations(page, 'calendar feed');
  await page.getByRole('button', { name: 'Stop the calendar address' }).click();
  await expect(page.getByText('The calendar address was stopped')).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});
