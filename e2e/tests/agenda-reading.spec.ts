import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, uniqueNational } from '../support/patients';
import { STAFF_CLINIC, clinicToday, staffLogin } from '../support/staff';
import { dayWithFreeTimes, deskBooks, staffToken } from '../support/desk-visits';

// Treatment 3 of the browser clinic takes 5 minutes: the shortest visit the agenda has to show.
const QUICK_CHECK = 3;

const CASES = [
  {
    lang: 'en',
    labels: { email: 'Email', password: 'Password' },
    zoom: 'Zoom',
    tenMinutes: '10 min',
    heading: /^Agenda for/,
  },
  {
    lang: 'he',
    labels: { email: 'אימייל', password: 'סיסמה' },
    zoom: 'זום',
    tenMinutes: '10 דק׳',
    heading: /^יומן ל-/,
  },
] as const;

for (const lang of CASES) {
  test(`${lang.lang}: a 5-minute visit shows its time and patient in full; the zoom is kept per account`, async ({
    page,
    request,
  }) => {
    const { date, free } = await dayWithFreeTimes(request, QUICK_CHECK);
    const start = free.at(-1)!;
    const name = `Short ${uniqueNational().slice(-4)}`;
    const id = await deskBooks(request, await staffToken(request), { treatment: QUICK_CHECK, date, start, name });

    if (lang.lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await page.goto(`/${STAFF_CLINIC}/staff?date=${date}&branch=1&view=day`);
    await staffLogin(page, lang.labels);
    await expect(page.getByRole('heading', { level: 1, name: lang.heading })).toBeVisible();

    // Its first line holds the time and the name, neither cut off.
    const visit = page.locator(`[data-visit-id="${id}"]`);
    await visit.scrollIntoViewIfNeeded();
    const firstLine = visit.locator('span').first();
    await expect(firstLine).toBeVisible();
    await expect(firstLine).toContainText(`${start} ${name}`);
    const fits = await firstLine.evaluate((line) => line.scrollWidth <= line.clientWidth && line.clientHeight >= 14);
    expect(fits).toBe(true);
    const [box, lineBox] = [await visit.boundingBox(), await firstLine.boundingBox()];
    expect(lineBox!.y + lineBox!.height).toBeLessThanOrEqual(box!.y + box!.height + 0.5);

    // On today, a line marks the current minute.
    if (date === clinicToday()) await expect(page.getByTestId('agenda-now')).toBeAttached();
    await expectNoSeriousA11yViolations(page, `${lang.lang} day grid`);

    // A coarser zoom is kept for this account after a reload.
    const zoom = page.getByRole('group', { name: lang.zoom });
    await zoom.getByRole('button', { name: lang.tenMinutes }).click();
    await expect(zoom.getByRole('button', { name: lang.tenMinutes })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(
      page.getByRole('group', { name: lang.zoom }).getByRole('button', { name: lang.tenMinutes }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
}
