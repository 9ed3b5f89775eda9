import { expect, test } from '@playwright/test';
import { plusMinutes } from '@clinic/contract/core/wall-time';
import { expectNoSeriousA11yViolations, loginThroughApi, tenantToken } from '../support/patients';
import { STAFF_CLINIC, clinicToday, freeTimesToday, staffLogin } from '../support/staff';
import { shoot } from '../support/shots';

// Issue 50: a visit still held for its online payment is no booking yet, so the desk's marks wait for the payment
// and say so (the server refuses them: VISIT_AWAITING_PAYMENT). Treatment 4 of the round-the-clock clinic is paid
// online when booked.

const LANGS = {
  en: {
    labels: { email: 'Email', password: 'Password' },
    visit: (time: string) => `Visit at ${time}`,
    marks: ['Arrived', 'Completed', 'No-show'],
    why: 'Arrived, Completed and No-show: available once the visit is paid (it is an unpaid hold).',
    status: 'Awaiting payment',
  },
  he: {
    labels: { email: 'אימייל', password: 'סיסמה' },
    visit: (time: string) => `תור בשעה ${time}`,
    marks: ['הגיע/ה', 'הסתיים', 'לא הגיע/ה'],
    why: 'הגיע/ה, הסתיים ולא הגיע/ה: זמינים לאחר שהתור ישולם (התור שמור וממתין לתשלום).',
    status: 'ממתין לתשלום',
  },
} as const;

for (const lang of ['en', 'he'] as const) {
  const text = LANGS[lang];

  test(`(${lang}) an unpaid hold's marks are disabled with the reason`, async ({ page, request }) => {
    const today = clinicToday();
    // A time later today, hours away: the hold lasts while the test runs.
    const times = await freeTimesToday(request, 4);
    const time = times.at(lang === 'en' ? -2 : -5)!;
    const patient = await loginThroughApi(request, STAFF_CLINIC, undefined, undefined, 'Unpaid Patient');
    const booked = await request.post('/api/bull36/create_appointment', {
      headers: { 'x-tenant-token': await tenantToken(request, STAFF_CLINIC), authorization: `Bearer ${patient.token}` },
      data: {
        branch: 1,
        date: today,
        start_time: time,
        end_time: plusMinutes(time, 15),
        appointments_type_id: 4,
        cust_id: Number(patient.customerId),
      },
    });
    expect(booked.ok(), await booked.text()).toBeTruthy();
    const id = ((await booked.json()) as { data: { insert_id: number } }).data.insert_id;

    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await page.goto(`/${STAFF_CLINIC}/staff?date=${today}&branch=1&view=day`);
    await staffLogin(page, text.labels);
    await page.locator(`[data-visit-id="${id}"]`).click();
    const dialog = page.getByRole('dialog', { name: text.visit(time) });
    await expect(dialog).toContainText(text.status);
    for (const name of text.marks) {
      const mark = dialog.getByRole('button', { name, exact: true });
      await expect(mark).toBeDisabled();
      await expect(mark).toHaveAccessibleDescription(text.why);
    }
    await expect(dialog.getByText(text.why)).toBeVisible();
    // A click on a waiting mark changes nothing and brings no refusal.
    await dialog.getByRole('button', { name: text.marks[0], exact: true }).click({ force: true });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog).toContainText(text.status);
    await expectNoSeriousA11yViolations(page, `unpaid hold's marks (${lang})`);
    await shoot(page, `visit-marks-unpaid-${lang}`, { widths: [390, 1366] });
  });
}
