import { type APIRequestContext, expect, test } from '@playwright/test';
import { type Patient, expectNoSeriousA11yViolations, loginThroughApi, tenantToken } from '../support/patients';
import { STAFF_CLINIC, clinicToday, freeTimesToday, patientBooks, staffLogin } from '../support/staff';

/** The text of the visit card's QR code, as the patient's My appointments draws it from the list answer. */
async function cardQrText(request: APIRequestContext, patient: Patient, id: number): Promise<string> {
  const res = await request.get(
    `/api/bull36/get_appointment_booking_list?cust_id=${patient.customerId}&booking_type=upcoming`,
    {
      headers: { 'x-tenant-token': await tenantToken(request, STAFF_CLINIC), authorization: `Bearer ${patient.token}` },
    },
  );
  expect(res.ok(), await res.text()).toBeTruthy();
  const listed = ((await res.json()) as { data: { appointments: Array<Record<string, unknown>> } }).data.appointments;
  const visit = listed.find((a) => Number(a.id) === id)!;
  expect(visit.check_in_code).toMatch(/^CI1-/);
  return JSON.stringify({ check_in: visit.check_in_code, id, type: 'Consultation', date: visit.date });
}

const CASES = [
  {
    lang: 'en',
    labels: { email: 'Email', password: 'Password' },
    field: 'Check in',
    booked: 'Booked',
    arrived: 'Arrived',
    said: 'Test Patient has arrived.',
    invalid: 'This check-in code is not one of ours',
  },
  {
    lang: 'he',
    labels: { email: 'אימייל', password: 'סיסמה' },
    field: 'רישום הגעה',
    booked: 'נקבע',
    arrived: 'הגיע/ה',
    said: 'Test Patient הגיע/ה.',
    invalid: "קוד הצ'ק-אין אינו תקין",
  },
] as const;

for (const c of CASES) {
  test(`(${c.lang}) a scanner typing the visit card's QR text into Check in marks the visit arrived on the agenda`, async ({
    page,
    request,
  }) => {
    const today = clinicToday();
    const patient = await loginThroughApi(request, STAFF_CLINIC);
    const [start] = (await freeTimesToday(request, 1)).slice(c.lang === 'en' ? 4 : -5);
    const visitId = await patientBooks(request, patient, today, start!);
    const qrText = await cardQrText(request, patient, visitId);

    await page.addInitScript((lang) => localStorage.setItem('language', lang), c.lang);
    await page.goto(`/${STAFF_CLINIC}/staff?date=${today}&branch=1&view=day`);
    await staffLogin(page, c.labels);
    const visit = page.locator(`[data-visit-id="${visitId}"]`);
    await expect(visit).toContainText(c.booked);
    const classBefore = await visit.getAttribute('class');

    // A made-up code is refused beside the field, and nothing changes.
    const field = page.getByLabel(c.field, { exact: true });
    await field.fill('CI1-1-1-AAAAAAAAAAAAAAAAAAAAAA');
    await field.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: c.invalid })).toBeVisible();
    await expect(visit).toContainText(c.booked);

    // The scanner types the QR's text and presses Enter.
    await field.fill(qrText);
    await field.press('Enter');
    // Said beside the field (and in a toast).
    await expect(page.locator('p[role="status"]').filter({ hasText: c.said })).toBeVisible();
    await expect(visit).toContainText(c.arrived);
    await expect(visit).not.toHaveAttribute('class', classBefore!);
    await expect(field).toHaveValue('');
    await expectNoSeriousA11yViolations(page, `check-in ${c.lang}`);
  });
}
