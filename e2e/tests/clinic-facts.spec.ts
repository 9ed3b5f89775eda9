import { type Page, expect, test } from '@playwright/test';

// What the patient site says about a clinic comes from the clinic's data: the branch's open days, the branches'
// hours, the week of its country, its today, and where to ask for help.

const BOOK_DIZENGOFF = '/central-clinic/treatments/5/book?branch=38';

const TEXT = {
  en: {
    openDays: 'Central Clinic – Dizengoff is open Sunday to Friday.',
    sunday: /^(Today, )?Sunday/,
    parts: ['Morning', 'Afternoon', 'Evening'],
    takenHidden: 'Times already taken or past, or without room for the whole visit, are not shown.',
    hours: [
      ['Sun – Thu', '08:00 - 20:00'],
      ['Fri', '08:00 - 13:00'],
      ['Sat', 'Closed'],
    ],
    support: 'Contact support',
    clinicName: 'Central Clinic',
  },
  he: {
    openDays: 'ימי הפעילות של המרפאה המרכזית – דיזנגוף: מיום ראשון עד יום שישי.',
    sunday: /^(היום, )?יום ראשון/,
    parts: ['בוקר', 'צהריים', 'ערב'],
    takenHidden: 'שעות שכבר נתפסו, שעברו או שאין בהן מקום לכל התור אינן מוצגות.',
    hours: [
      ['יום א׳ – יום ה׳', '08:00 - 20:00'],
      ['יום ו׳', '08:00 - 13:00'],
      ['שבת', 'סגור'],
    ],
    support: 'פנייה לתמיכה',
    clinicName: 'המרפאה המרכזית',
  },
} as const;

const inLanguage = (page: Page, lang: 'en' | 'he') =>
  page.addInitScript((language) => localStorage.setItem('language', language), lang);

/** A day of free and taken times, as the server could answer it. */
const dayOfTimes = () => {
  const slots = [];
  for (let minutes = 8 * 60; minutes < 20 * 60; minutes += 5) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    // The whole morning until 10:30 is gone or taken.
    slots.push({ time, available: minutes >= 10 * 60 + 30 });
  }
  return { success: 1, time_slots: slots };
};

for (const lang of ['en', 'he'] as const) {
  const l = TEXT[lang];

  test(`the booking screen says the branch's own open days and starts the week on Sunday (${lang})`, async ({
    page,
  }) => {
    await inLanguage(page, lang);
    await page.goto(BOOK_DIZENGOFF);
    await expect(page.getByText(l.openDays)).toBeVisible();
    await expect(page.getByText(/Monday to Friday|א׳-ה׳/)).toHaveCount(0);
    // An Israeli clinic's week starts on Sunday in every language: a full week's row starts with a Sunday.
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    const firstOfWeek = grid.locator('tbody tr').nth(1).locator('td').first().getByRole('button');
    await expect(firstOfWeek).toHaveAttribute('aria-label', l.sunday);
  });

  test(`on a phone the day's free times come by part of the day, the taken ones left out (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/api/bull36/get_available_time**', (route) => route.fulfill({ json: dayOfTimes() }));
    await inLanguage(page, lang);
    await page.goto(BOOK_DIZENGOFF);
    await page.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])').first().click();
    const times = page.getByRole('radiogroup');
    await expect(times.getByRole('heading')).toHaveText(l.parts);
    await expect(times.getByRole('group', { name: l.parts[0] }).getByRole('radio').first()).toHaveAccessibleName(
      '10:30',
    );
    await expect(times.getByRole('radio', { disabled: true })).toHaveCount(0);
    await expect(times.getByRole('radio', { name: '08:00' })).toHaveCount(0);
    await expect(times.getByText(l.takenHidden)).toBeVisible();
    // The first free time is on the screen without scrolling past a wall of taken ones.
    await expect(times.getByText('10:30', { exact: true })).toBeInViewport();
    await times.getByRole('radio', { name: '17:00' }).check({ force: true });
    await expect(times.getByRole('radio', { name: '17:00' })).toBeChecked();
  });

  test(`the contact page shows the branches' own weekly hours (${lang})`, async ({ page }) => {
    await inLanguage(page, lang);
    await page.goto('/central-clinic/contact');
    const info = page.getByRole('complementary');
    const dizengoff = info.getByRole('region', { name: lang === 'en' ? 'Central Clinic – Dizengoff' : /דיזנגוף/ });
    await expect(dizengoff.locator('dt')).toHaveText(l.hours.map(([days]) => days));
    await expect(dizengoff.locator('dd')).toHaveText(l.hours.map(([, hours]) => hours));
    await expect(info).not.toContainText(/AM|PM|emergency|דחופים/);
    await expect(info.getByRole('region')).toHaveCount(4);
  });

  test(`the not-found page writes to the support address, and names the clinics in the page's language (${lang})`, async ({
    page,
  }) => {
    await inLanguage(page, lang);
    await page.goto('/404');
    await expect(page.getByRole('link', { name: l.support })).toHaveAttribute('href', 'mailto:support@clinics.example');
    await expect(page.getByRole('link', { name: /\/central-clinic/ })).toContainText(l.clinicName);
    // Inside a clinic's site, the clinic's own address.
    await page.goto('/central-clinic/no-such-page');
    await expect(page.getByRole('link', { name: l.support })).toHaveAttribute(
      'href',
      'mailto:info@central-clinic.example',
    );
  });
}

test.describe('in a browser far from the clinic', () => {
  // Whichever side of the date line is a day apart from Jerusalem now (it is UTC+2 or +3).
  const jerusalemHour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Jerusalem' }).format(
      new Date(),
    ),
  );
  const farZone = jerusalemHour < 12 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
  test.use({ timezoneId: farZone });

  for (const lang of ['en', 'he'] as const) {
    test(`"today" in the opening hours is the clinic's day, not the browser's (${lang})`, async ({ page }) => {
      await inLanguage(page, lang);
      await page.goto('/central-clinic/clinics');
      const locale = lang === 'he' ? 'he-IL' : 'en-GB';
      const dayIn = (timeZone: string) =>
        new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone }).format(new Date());
      const browserDay = await page.evaluate(() => new Date().getDay());
      const clinicDay = new Date(new Date().toLocaleString('en-US', { timeZone: 'Asia/Jerusalem' })).getDay();
      expect(browserDay, 'the browser is on another day than the clinic').not.toBe(clinicDay);
      const card = page.getByRole('main').getByRole('list').first().locator(':scope > li').first();
      await expect(card.locator('[aria-current="date"] dt')).toHaveText(dayIn('Asia/Jerusalem'));
    });
  }
});

test('a British clinic draws its week from Monday, in English and in Hebrew', async ({ page }) => {
  await page.goto('/user/clinics');
  await expect(page.locator('dt').first()).toHaveText('Monday');
  await expect(page.locator('dt').nth(6)).toHaveText('Sunday');
  await inLanguage(page, 'he');
  await page.goto('/user/clinics');
  await expect(page.locator('dt').first()).toHaveText('יום שני');
});
