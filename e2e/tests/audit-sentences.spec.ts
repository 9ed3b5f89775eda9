import { type Page, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, uniqueNational } from '../support/patients';
import { STAFF_CLINIC, clinicDaysAhead, staffLogin } from '../support/staff';
import { deskApi } from '../support/staff-desk';
import { shoot } from '../support/shots';

// The desk pays a visit in cash and blocks a doctor's lunch (days 30 and 31 ahead, the English test; 32 and 33
// the Hebrew one); the owner reads both in the audit log as sentences in the page's language: names, the amount
// with its currency and times in the clinic's zone, no ids and no UTC instants.
const TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    audit: 'Audit log',
    action: 'Action',
    recorded: 'Recorded a payment taken at the desk',
    blocked: 'Blocked time',
    paid: (patient: string) => `Demo reception recorded ₪100 paid in cash for Consultation for ${patient} on `,
    lunch: 'Demo reception blocked ',
    doctor: 'for Dr. Omer Gal. Reason: Lunch',
  },
  he: {
    email: 'אימייל',
    password: 'סיסמה',
    audit: 'יומן פעולות',
    action: 'פעולה',
    recorded: 'רשם/ה תשלום שהתקבל בקבלה',
    blocked: 'חסם/ה זמן',
    paid: () => 'Demo reception רשם/ה תשלום של ',
    lunch: 'Demo reception חסם/ה את הזמן ',
    doctor: 'של ד"ר עומר גל. סיבה: Lunch',
  },
} as const;

/** No ids of records and no instants as the server stores them. */
async function expectPlainSentences(page: Page) {
  const texts = await page.getByRole('row').allInnerTexts();
  for (const text of texts) {
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
    expect(text).not.toMatch(/\((payment|blocked time|visit|series) \d+\)/);
  }
}

for (const lang of ['en', 'he'] as const) {
  test(`the audit log tells a desk payment and a blocked lunch as sentences (${lang})`, async ({ page, request }) => {
    const text = TEXTS[lang];
    const desk = await deskApi(request);
    const patient = `Audit Payer ${uniqueNational()}`;
    const day = clinicDaysAhead(lang === 'en' ? 30 : 32);
    const [time] = (await desk.freeTimes(day)).filter((slot) => slot.doctor_ids.includes(2)).map((s) => s.time);
    const visitId = await desk.book({ patientId: await desk.addPatient(patient), doctorId: 2, date: day, time: time! });
    await desk.payCash(visitId, 100);
    const login = await request.post('/api/staff/login', {
      data: { clinic: STAFF_CLINIC, email: `reception@${STAFF_CLINIC}.example`, password: 'demo-password' },
    });
    const { token } = (await login.json()) as { token: string };
    const blocked = await request.post('/api/staff/blocks', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        branch_id: 1,
        doctor_id: 2,
        from_date: clinicDaysAhead(lang === 'en' ? 31 : 33),
        to_date: clinicDaysAhead(lang === 'en' ? 31 : 33),
        start_time: '12:00',
        end_time: '13:00',
        reason: 'Lunch',
      },
    });
    expect(blocked.ok(), await blocked.text()).toBeTruthy();

    await page.addInitScript((language) => localStorage.setItem('language', language), lang);
    await page.goto(`/${STAFF_CLINIC}/staff?section=audit`);
    await staffLogin(page, { email: text.email, password: text.password }, 'owner');
    await expect(page.getByRole('heading', { level: 1, name: text.audit })).toBeVisible();

    await page.getByLabel(text.action).selectOption({ label: text.recorded });
    const paid = page.getByRole('row').filter({ hasText: patient });
    await expect(paid).toContainText(text.paid(patient));
    if (lang === 'he') await expect(paid).toContainText(`במזומן עבור ייעוץ עבור ${patient}`);
    await expectPlainSentences(page);

    await page.getByLabel(text.action).selectOption({ label: text.blocked });
    const lunch = page.getByRole('row').filter({ hasText: 'Lunch' }).first();
    await expect(lunch).toContainText(text.lunch);
    await expect(lunch).toContainText(text.doctor);
    await expect(lunch).toContainText(/12:00/);
    await expectPlainSentences(page);
    await expectNoSeriousA11yViolations(page, `audit log (${lang})`);

    await page.getByLabel(text.action).selectOption({ index: 0 });
    await shoot(page, `audit-${lang}`, { widths: [390, 1280] });
  });
}
