import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginThroughApi, uniqueNational, useLoggedIn } from '../support/patients';
import { DEMO_PASSWORD, STAFF_CLINIC, clinicToday, freeTimesToday, patientBooks, staffLogin } from '../support/staff';
import { shoot } from '../support/shots';

// A patient whose screen will not scan reads out the short code under the visit's QR in My appointments; the desk
// types it into Check in and the visit is marked arrived. Phones read as the clinic's people write them, left to
// right inside Hebrew: national in the clinic's country (Central Clinic, Israel), international for a foreign one.
const CASES = {
  en: {
    labels: { email: 'Email', password: 'Password' },
    code: 'Check-in code',
    field: 'Check in',
    said: 'Test Patient has arrived.',
    arrived: 'Arrived',
    patients: 'Patients',
    find: 'Find a patient by name or phone',
  },
  he: {
    labels: { email: 'אימייל', password: 'סיסמה' },
    code: "קוד צ'ק-אין",
    field: 'רישום הגעה',
    said: 'Test Patient הגיע/ה.',
    arrived: 'הגיע/ה',
    patients: 'מטופלים',
    find: 'חיפוש מטופל לפי שם או טלפון',
  },
} as const;

for (const lang of ['en', 'he'] as const) {
  test(`the short code under the QR checks the visit in at the desk (${lang})`, async ({ page, browser, request }) => {
    const c = CASES[lang];
    const today = clinicToday();
    const patient = await loginThroughApi(request, STAFF_CLINIC);
    const [start] = (await freeTimesToday(request, 1)).slice(lang === 'en' ? 6 : -7);
    const visitId = await patientBooks(request, patient, today, start!);

    await page.addInitScript((language) => localStorage.setItem('language', language), lang);
    await useLoggedIn(page, patient, STAFF_CLINIC);
    await page.goto(`/${STAFF_CLINIC}/my_appointments`);
    const card = page.getByRole('article').filter({ hasText: String(visitId) });
    const shown = card.getByText(c.code);
    await expect(shown).toBeVisible();
    const short = (await shown.locator('bdi').textContent())!;
    expect(short).toMatch(/^[A-Z2-9]{3}-[A-Z2-9]{3}$/);
    await card.scrollIntoViewIfNeeded();
    await shoot(page, `check-in-code-${lang}`, { widths: [390, 1280] });

    const deskContext = await browser.newContext();
    const desk = await deskContext.newPage();
    await desk.addInitScript((language) => localStorage.setItem('language', language), lang);
    await desk.goto(`/${STAFF_CLINIC}/staff?date=${today}&branch=1&view=day`);
    await staffLogin(desk, c.labels);
    await desk.getByLabel(c.field, { exact: true }).fill(short.toLowerCase().replace('-', ' '));
    await desk.keyboard.press('Enter');
    await expect(desk.getByRole('status').filter({ hasText: c.said }).first()).toBeVisible();
    await expect(desk.locator(`[data-visit-id="${visitId}"]`)).toContainText(c.arrived);
    await expectNoSeriousA11yViolations(desk, `check-in bar (${lang})`);
    await shoot(desk, `check-in-desk-${lang}`, { widths: [390, 1280] });
    await deskContext.close();
  });

  test(`phones read nationally in the clinic's country, left to right in any language (${lang})`, async ({
    page,
    request,
  }) => {
    const c = CASES[lang];
    const clinic = 'central-clinic';
    const login = await request.post('/api/staff/login', {
      data: { clinic, email: `reception@${clinic}.example`, password: DEMO_PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const national = uniqueNational();
    const name = `Phone Reader ${national}`;
    const added = await request.post('/api/staff/patients', {
      headers: { authorization: `Bearer ${token}` },
      data: { name, phone: `972${national}` },
    });
    expect(added.ok(), await added.text()).toBeTruthy();

    await page.addInitScript((language) => localStorage.setItem('language', language), lang);
    await page.goto(`/${clinic}/staff`);
    await page.getByLabel(c.labels.email).fill(`reception@${clinic}.example`);
    await page.getByLabel(c.labels.password).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: c.patients, exact: true }).click();
    await page.getByLabel(c.find).fill(name);
    // 50xxxxxxx at an Israeli clinic: 050-xxx-xxxx, isolated left to right.
    const phone = page.locator('bdi[dir="ltr"]', { hasText: `0${national.slice(0, 2)}-${national.slice(2, 5)}-` });
    await expect(phone).toHaveText(`0${national.slice(0, 2)}-${national.slice(2, 5)}-${national.slice(5)}`);
    await shoot(page, `phones-patients-${lang}`, { widths: [390, 1280] });
  });
}
