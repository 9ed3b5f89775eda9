import { type Page, expect, test } from '@playwright/test';
import { chooseDayAndTime, expectNoSeriousA11yViolations, loginThroughApi, useLoggedIn } from '../support/patients';

// Demo clinic: treatment 8 (comprehensive health assessment) costs ₪250, of which a deposit of ₪100 is paid online
// when booking; ₪150 is left for the clinic. Every screen says the price is ₪250, and beside it what is paid online
// and at the clinic: the treatment, the booking header, the payment step and the confirmation.
const ils = (lang: 'en' | 'he', n: number) => (lang === 'he' ? `\u200f${n} \u200f₪` : `₪${n}`);
const TEXT = {
  en: {
    online: '₪100 online when booking',
    atClinic: '₪150 at the clinic',
    header: '₪100 online when you book · ₪150 at the clinic',
    summary: 'Appointment summary',
    confirm: 'Confirm booking',
    taken: /no longer available/,
    card: { name: 'Cardholder name', number: 'Card number', month: 'Expiry month', year: 'Expiry year' },
    pay: 'Pay now',
    price: 'Price',
    paidOnline: 'Paid online',
    payAtClinic: 'To pay at the clinic',
  },
  he: {
    online: `${ils('he', 100)} באתר בעת קביעת התור`,
    atClinic: `${ils('he', 150)} במרפאה`,
    header: `${ils('he', 100)} באתר בעת קביעת התור · ${ils('he', 150)} במרפאה`,
    summary: 'סיכום התור',
    confirm: 'אישור ההזמנה',
    taken: /כבר אינה פנויה/,
    card: { name: 'שם בעל/ת הכרטיס', number: 'מספר כרטיס', month: 'חודש תוקף', year: 'שנת תוקף' },
    pay: 'לתשלום',
    price: 'מחיר',
    paidOnline: 'שולם באתר',
    payAtClinic: 'לתשלום במרפאה',
  },
} as const;

/** The value beside a label in a list of terms and their values. */
const valueOf = (page: Page, label: string) =>
  page.locator('dl > div').filter({ has: page.getByRole('term').getByText(label, { exact: true }) });

for (const [lang, from] of [
  ['en', 140],
  ['he', 152],
] as const) {
  test(`a ₪250 treatment with a ₪100 deposit: its price, what is paid online and at the clinic (${lang})`, async ({
    page,
    request,
  }) => {
    const x = TEXT[lang];
    const patient = await loginThroughApi(request);
    await useLoggedIn(page, patient);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);

    await page.goto('/central-clinic/treatments/8');
    const detail = page.getByRole('article');
    await expect(valueOf(page, x.price).getByRole('definition')).toHaveText(ils(lang, 250));
    await expect(detail).toContainText(x.online);
    await expect(detail).toContainText(x.atClinic);

    await page.goto('/central-clinic/treatments/8/book?branch=40');
    await expect(page.getByTestId('price-split')).toHaveText(x.header);
    await expect(page.getByText(ils(lang, 250), { exact: true })).toBeVisible();

    await chooseDayAndTime(page, from);
    // Another test may take the time first: the patient is sent back to choose again.
    const summary = page.getByRole('heading', { name: x.summary });
    for (let attempt = 0; attempt < 4 && !(await summary.isVisible()); attempt++) {
      if (attempt > 0) await chooseDayAndTime(page, from + attempt * 13);
      await page.getByRole('button', { name: x.confirm }).click();
      await expect(summary.or(page.getByText(x.taken)).first()).toBeVisible();
    }
    await expect(page.getByTestId('payment-total')).toHaveText(ils(lang, 250));
    await expect(page.getByTestId('payment-now')).toHaveText(ils(lang, 100));
    await expect(page.getByTestId('payment-at-clinic')).toHaveText(ils(lang, 150));
    await expectNoSeriousA11yViolations(page, `payment summary (${lang})`);

    await page.getByLabel(x.card.name).fill('Dana Levi');
    await page.getByLabel(x.card.number).fill('4242424242424242');
    await page.getByLabel(x.card.month).selectOption('12');
    await page.getByLabel(x.card.year).selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: x.pay, exact: true }).click();
    await expect(page.getByTestId('booking-reference')).toHaveText(/^\d+$/);
    await expect(valueOf(page, x.price).getByRole('definition')).toHaveText(ils(lang, 250));
    await expect(valueOf(page, x.paidOnline).getByRole('definition')).toHaveText(ils(lang, 100));
    await expect(valueOf(page, x.payAtClinic).getByRole('definition')).toHaveText(ils(lang, 150));
  });
}
