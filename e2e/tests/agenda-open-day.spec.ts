import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/patients';
import { STAFF_CLINIC, clinicDaysAhead, clinicToday, staffLogin } from '../support/staff';
import { staffToken } from '../support/desk-visits';
import { shoot } from '../support/shots';

const LANGS = {
  en: {
    labels: { email: 'Email', password: 'Password' },
    heading: (date: string) => `Agenda for ${date}`,
    note: (date: string) => `The branch is closed today, ${date}: this is its next open day.`,
    locale: 'en-GB',
  },
  he: {
    labels: { email: 'אימייל', password: 'סיסמה' },
    heading: (date: string) => `יומן ל-${date}`,
    note: (date: string) => `הסניף סגור היום, ${date}: זהו יום הפתיחה הבא שלו.`,
    locale: 'he-IL',
  },
} as const;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const longDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/**
 * The owner adds a branch closed today and tomorrow (a weekend, whatever today is) and open the other days; its id.
 * The fixture's own branch is open every day, so the tests of the rest of the agenda never see it.
 */
async function weekendBranch(request: APIRequestContext, lang: string) {
  const closed = [clinicToday(), clinicDaysAhead(1)].map(weekdayOf);
  const schedule = [0, 1, 2, 3, 4, 5, 6]
    .filter((day) => !closed.includes(day))
    .map((day) => ({ day, start: '09:00', end: '17:00' }));
  const res = await request.post('/api/staff/branches', {
    headers: { authorization: `Bearer ${await staffToken(request, 'owner')}` },
    data: { name: { en: `Weekend desk ${lang}`, he: `דלפק סוף שבוע ${lang}` }, schedule },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { id: number }).id;
}

for (const lang of ['en', 'he'] as const) {
  const text = LANGS[lang];

  test(`(${lang}) the agenda opened on a day its branch is closed shows the next open day, and says so`, async ({
    page,
    request,
  }) => {
    const branch = await weekendBranch(request, lang);
    const open = clinicDaysAhead(2);

    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await page.goto(`/${STAFF_CLINIC}/staff?branch=${branch}`);
    await staffLogin(page, text.labels);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading(longDate(open, text.locale)));
    await expect(
      page.getByRole('status').filter({ hasText: text.note(longDate(clinicToday(), text.locale)) }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`date=${open}`));
    await expectNoSeriousA11yViolations(page, `next open day (${lang})`);
    await shoot(page, `open-day-${lang}`, { widths: [1280, 390] });

    // A day the desk asks for is shown as asked, closed or not, and the note is gone.
    await page.goto(`/${STAFF_CLINIC}/staff?branch=${branch}&date=${clinicToday()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text.heading(longDate(clinicToday(), text.locale)),
    );
    await expect(page.getByText(text.note(longDate(clinicToday(), text.locale)))).toHaveCount(0);
  });
}
