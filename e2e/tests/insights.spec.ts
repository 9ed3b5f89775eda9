import { readFile } from 'node:fs/promises';
import { type Download, type Locator, type Page, expect, test } from '@playwright/test';
import { bookKnownDay, quietDay, staffToken } from '../support/insights-data';
import { expectNoSeriousA11yViolations } from '../support/patients';
import { STAFF_CLINIC, staffLogin } from '../support/staff';

// Issue #33's insights screen: an owner picks a day the test filled through the API (support/insights-data.ts: two
// visits, two new patients, one cancellation, 25 of 2,880 open minutes) and reads those figures, in English and in
// Hebrew (mirrored), and downloads tables as CSV. Each test takes its own quiet day, far ahead.

const BOM = '\uFEFF';

async function csvOf(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: (download as Download).suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

/** The cells of a table's row, by the row's heading. */
const rowOf = (table: Locator, heading: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: heading, exact: true }) });

/** Types a date into a date field part by part, day first as the clinic's region (Israel) writes it. */
async function typeDate(field: Locator, date: string) {
  const [year, month, day] = date.split('-');
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${day}${month}${year}`);
}

async function chooseDay(page: Page, labels: { custom: string; from: string; to: string }, date: string) {
  // The choice goes through the address, so the radio is checked once the page has followed it.
  await page.getByRole('radio', { name: labels.custom }).click();
  await expect(page.getByRole('radio', { name: labels.custom })).toBeChecked();
  for (const label of [labels.from, labels.to]) await typeDate(page.getByRole('group', { name: label }), date);
}

/** The text of a date field without the marks that keep its direction. */
const shownDate = async (field: Locator) => (await field.textContent())!.replace(/[\u2066-\u2069\u200e\u200f]/g, '');

test("an owner reads a day's figures beside the day before, and downloads the doctors' table as CSV", async ({
  page,
  request,
}) => {
  const day = quietDay(200, 279);
  await bookKnownDay(request, await staffToken(request, 'owner'), day);

  await page.goto(`/${STAFF_CLINIC}/staff?section=insights`);
  await staffLogin(page, { email: 'Email', password: 'Password' }, 'owner');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'This week' })).toBeChecked();
  await chooseDay(page, { custom: 'Dates of my own', from: 'From', to: 'To' }, day);
  // Day first, as an Israeli clinic writes dates, whatever the browser's locale.
  const [year, month, date] = day.split('-');
  expect(await shownDate(page.getByRole('group', { name: 'From' }))).toBe(`${date}/${month}/${year}`);
  // The period is kept in the address: a reload shows the same day.
  await expect(page).toHaveURL(new RegExp(`period=custom&from=${day}&to=${day}`));
  await page.reload();
  await expect.poll(() => shownDate(page.getByRole('group', { name: 'To' }))).toBe(`${date}/${month}/${year}`);

  const summary = page.getByRole('table', { name: /^Figures of/ });
  await expect(rowOf(summary, 'Visits').getByRole('cell')).toHaveText(['2', '0', '+2']);
  await expect(rowOf(summary, 'New patients').getByRole('cell')).toHaveText(['2', '0', '+2']);
  await expect(rowOf(summary, 'Cancellations').getByRole('cell')).toHaveText(['1', '0', '+1']);
  await expect(rowOf(summary, 'Late cancellations').getByRole('cell')).toHaveText(['0', '0', '']);
  await expect(rowOf(summary, 'Fill rate').getByRole('cell').first()).toHaveText('0.9%');
  await expect(rowOf(summary, 'No-show rate').getByRole('cell').first()).toHaveText('—');

  const doctors = page.getByRole('region', { name: 'Doctors' });
  await expect(rowOf(doctors, 'Dr. Maya Stone').getByRole('cell')).toHaveText(['1', '0', '1%', '0.3', '24']);
  await expect(rowOf(doctors, 'Dr. Omer Gal').getByRole('cell')).toHaveText(['1', '0', '0.7%', '0.2', '24']);
  const treatments = page.getByRole('region', { name: 'Treatments' });
  await expect(rowOf(treatments, 'Consultation').getByRole('cell').first()).toHaveText('1');
  await expect(rowOf(treatments, 'Dressing change').getByRole('cell').first()).toHaveText('1');
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  const weekdays = page.getByRole('region', { name: 'Days of the week' });
  await expect(rowOf(weekdays, weekday).getByRole('cell')).toHaveText(['2', '0']);
  await expectNoSeriousA11yViolations(page, 'insights', '#main');

  const csv = await csvOf(page, doctors.getByRole('button', { name: 'Download CSV: Doctors' }));
  expect(csv.name).toBe(`insights-doctors-${day}-${day}.csv`);
  expect(csv.text.startsWith(BOM)).toBe(true);
  const lines = csv.text.slice(1).trim().split('\n');
  expect(lines[0]).toBe('doctor_id,doctor,visits,no_shows,fill_rate,booked_minutes,open_minutes');
  expect(lines).toContain('1,Dr. Maya Stone,1,0,0.0104,15,1440');
  expect(lines).toContain('2,Dr. Omer Gal,1,0,0.0069,10,1440');
  await expect(doctors.getByRole('status')).toHaveText(`Saved insights-doctors-${day}-${day}.csv.`);
});

test('in Hebrew the insights screen runs right to left, its charts mirrored, and its CSV names the days in Hebrew', async ({
  page,
  request,
}) => {
  const day = quietDay(280, 359);
  await bookKnownDay(request, await staffToken(request, 'owner'), day);

  await page.addInitScript(() => localStorage.setItem('language', 'he'));
  await page.goto(`/${STAFF_CLINIC}/staff?section=insights`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await staffLogin(page, { email: 'אימייל', password: 'סיסמה' }, 'owner');
  await expect(page.getByRole('heading', { level: 1, name: 'תובנות' })).toBeVisible();
  await chooseDay(page, { custom: 'תאריכים לבחירתי', from: 'מתאריך', to: 'עד תאריך' }, day);

  const doctors = page.getByRole('region', { name: 'רופאים' });
  await expect(rowOf(doctors, 'ד"ר מאיה סטון').getByRole('cell')).toHaveText(['1', '0', '1%', '0.3', '24']);
  // Mirrored: the heading at the right and the download button at the left; in the chart, each name at the right
  // of its bar, the bar growing leftwards.
  const heading = (await doctors.getByRole('heading', { level: 2 }).boundingBox())!;
  const button = (await doctors.getByRole('button', { name: 'הורדת CSV: רופאים' }).boundingBox())!;
  expect(heading.x).toBeGreaterThan(button.x);
  const name = (await doctors.locator('svg text', { hasText: 'מאיה סטון' }).boundingBox())!;
  const bar = (await doctors.locator('svg rect').first().boundingBox())!;
  expect(name.x).toBeGreaterThan(bar.x + bar.width);
  await expectNoSeriousA11yViolations(page, 'Hebrew insights', '#main');

  const weekdays = page.getByRole('region', { name: 'ימי השבוע' });
  const csv = await csvOf(page, weekdays.getByRole('button', { name: 'הורדת CSV: ימי השבוע' }));
  expect(csv.text.startsWith(BOM)).toBe(true);
  const lines = csv.text.slice(1).trim().split('\n');
  expect(lines[0]).toBe('weekday,day,visits,no_shows');
  const weekday = (locale: string) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  expect(lines).toContain(`${weekday('en-GB')},${weekday('he-IL')},2,0`);
});

test('reception and doctors have no insights: not in their sections, and the API refuses them', async ({
  page,
  request,
}) => {
  await page.goto(`/${STAFF_CLINIC}/staff?section=insights`);
  await staffLogin(page, { email: 'Email', password: 'Password' }, 'reception');
  const sections = page.getByRole('navigation', { name: 'Workspace sections' });
  await expect(sections.getByRole('link', { name: 'Payments' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Insights' })).toHaveCount(0);
  // The address asked for insights: the agenda opens instead.
  await expect(page.getByRole('heading', { level: 1, name: /^Agenda for/ })).toBeVisible();

  for (const role of ['reception', 'doctor'] as const) {
    const headers = { authorization: `Bearer ${await staffToken(request, role)}` };
    for (const path of ['/api/staff/insights', '/api/staff/insights.csv']) {
      const refused = await request.get(`${path}?from=2026-01-01&to=2026-01-31`, { headers });
      expect(refused.status(), `${role} ${path}`).toBe(403);
    }
  }
});
