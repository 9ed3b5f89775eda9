import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginThroughApi, uniqueNational } from '../support/patients';
import { DEMO_PASSWORD, STAFF_CLINIC, clinicToday, freeTimesToday, patientBooks, staffLogin } from '../support/staff';
import { shoot } from '../support/shots';

const CASES = [
  {
    lang: 'en',
    labels: { email: 'Email', password: 'Password' },
    search: 'Name, phone or visit number',
    todayVisit: "Today's visit",
    newPatient: 'New patient:',
    name: 'Full name',
    checkIn: 'Check in',
    add: 'Add patient',
    book: 'Book a visit',
    shortcuts: 'Keyboard shortcuts',
    forward: 'ArrowRight',
  },
  {
    lang: 'he',
    labels: { email: 'אימייל', password: 'סיסמה' },
    search: 'שם, טלפון או מספר תור',
    todayVisit: 'התור של היום',
    newPatient: 'מטופל חדש:',
    name: 'שם מלא',
    checkIn: 'רישום הגעה',
    add: 'הוספת מטופל',
    book: 'קביעת תור',
    shortcuts: 'קיצורי מקלדת',
    forward: 'ArrowLeft',
  },
] as const;

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

for (const c of CASES) {
  test(`(${c.lang}) Ctrl+K finds a patient by six digits of the phone and opens the card, with today's visit`, async ({
    page,
    request,
  }) => {
    const today = clinicToday();
    const patient = await loginThroughApi(request, STAFF_CLINIC);
    const [start] = (await freeTimesToday(request, 1)).slice(c.lang === 'en' ? 6 : -7);
    const visitId = await patientBooks(request, patient, today, start!);

    await page.addInitScript((lang) => localStorage.setItem('language', lang), c.lang);
    await page.goto(`/${STAFF_CLINIC}/staff?date=${today}&branch=1&view=day`);
    await staffLogin(page, c.labels);
    await expect(page.locator(`[data-visit-id="${visitId}"]`)).toBeVisible();

    await page.keyboard.press('Control+k');
    const field = page.getByRole('combobox', { name: c.search });
    await expect(field).toBeFocused();
    // Six digits from the middle of the national number, without the country code.
    await field.fill(patient.wire.slice(5, 11));
    await expect(page.getByRole('dialog').getByRole('option').first()).toContainText('Test Patient');
    await expectNoSeriousA11yViolations(page, `palette (${c.lang})`);
    await shoot(page, `palette-${c.lang}`, { widths: [1366] });
    await page.keyboard.press('Enter');

    const card = page.getByRole('dialog', { name: 'Test Patient' });
    await expect(card).toContainText(`+${patient.wire.slice(0, 3)}`);
    await card.getByRole('button', { name: new RegExp(c.todayVisit) }).click();
    await expect(page.getByRole('dialog')).toContainText(start!);
  });

  test(`(${c.lang}) the first Ctrl+K after the page loads keeps every key typed at once`, async ({ page }) => {
    const today = clinicToday();
    await page.addInitScript((lang) => localStorage.setItem('language', lang), c.lang);
    await page.goto(`/${STAFF_CLINIC}/staff?date=${today}&branch=1&view=day`);
    await staffLogin(page, c.labels);
    await expect(page.getByLabel(c.checkIn, { exact: true })).toBeVisible();

    // Typed at full speed while the search is still on its way: nothing is lost, and W (week) stays text.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('050w');
    const field = page.getByRole('combobox', { name: c.search });
    await expect(field).toHaveValue('050w');
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/view=day/);
    await page.keyboard.press('Backspace');
    await expect(field).toHaveValue('050');
    await shoot(page, `palette-typed-ahead-${c.lang}`, { widths: [1280, 390] });
  });

  test(`(${c.lang}) the agenda's keys: T, the arrows, D, W, N and ?, never while typing`, async ({ page }) => {
    const today = clinicToday();
    await page.addInitScript((lang) => localStorage.setItem('language', lang), c.lang);
    await page.goto(`/${STAFF_CLINIC}/staff?date=${today}&branch=1&view=day`);
    await staffLogin(page, c.labels);
    await expect(page.getByLabel(c.checkIn, { exact: true })).toBeVisible();

    await page.keyboard.press(c.forward);
    await expect(page).toHaveURL(new RegExp(`date=${dayAfter(today)}`));
    await page.keyboard.press('w');
    await expect(page).toHaveURL(/view=week/);
    await page.keyboard.press('d');
    await expect(page).toHaveURL(/view=day/);
    await page.keyboard.press('t');
    await expect(page).toHaveURL(new RegExp(`date=${today}`));

    // Typed into a field, the same keys stay text.
    const checkIn = page.getByLabel(c.checkIn, { exact: true });
    await checkIn.fill('');
    await checkIn.pressSequentially('wd');
    await page.keyboard.press(c.forward);
    await expect(checkIn).toHaveValue('wd');
    await expect(page).toHaveURL(new RegExp(`date=${today}.*view=day`));
    await checkIn.fill('');
    await checkIn.blur();

    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: c.shortcuts })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('n');
    await expect(page.getByRole('dialog', { name: c.book })).toBeVisible();
  });

  test(`(${c.lang}) a phone typed into the search carries into a new patient, as people say it`, async ({ page }) => {
    const national = `0${uniqueNational()}`;
    const spoken = `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`;
    await page.addInitScript((lang) => localStorage.setItem('language', lang), c.lang);
    // A clinic in Israel: a national number is read as Israeli.
    await page.goto('/central-clinic/staff');
    await page.getByLabel(c.labels.email).fill('reception@central-clinic.example');
    await page.getByLabel(c.labels.password).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(c.checkIn, { exact: true })).toBeVisible();

    await page.keyboard.press('/');
    await page.getByRole('combobox', { name: c.search }).fill(spoken);
    await expect(page.getByRole('option', { name: new RegExp(c.newPatient) })).toBeVisible();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: c.book });
    await expect(dialog.getByRole('textbox', { name: /phone|טלפון/i })).toHaveValue(spoken);
    await dialog.getByRole('textbox', { name: c.name, exact: true }).fill('Carried Over');
    await dialog.getByRole('button', { name: c.add }).click();
    await expect(dialog).toContainText('Carried Over');
    // As Israelis write it, isolated left to right.
    await expect(dialog).toContainText(
      `\u2066${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}\u2069`,
    );
  });
}
