import { type Locator, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginThroughApi } from '../support/patients';
import { DEMO_PASSWORD } from '../support/staff';
import { DESK_MONEY_TEXTS } from '../support/desk-money-texts';
import { bookAndPayByCard } from '../support/paid-visits';
import { shoot } from '../support/shots';

// Issue 50: a patient pays the online deposit when booking; at the clinic the desk sees the visit's full price, the
// deposit paid and what is still due, and takes the balance (offered by default). Demo clinic: treatment 8, ₪250
// with ₪100 online (₪150 due). Shalom (Hebrew): treatment 4, ₪300 with ₪120 online (₪180 due).
const CASES = {
  en: {
    ...DESK_MONEY_TEXTS.en,
    clinic: 'central-clinic',
    branch: 40,
    treatment: 8,
    minutes: 60,
    price: 'Price',
    due: 'Still due',
    amounts: { price: /250\.00/, deposit: /100\.00/, due: /150\.00/, full: /250\.00/ },
    dueValue: '150.00',
  },
  he: {
    ...DESK_MONEY_TEXTS.he,
    clinic: 'shalom-clinic',
    branch: 1,
    treatment: 4,
    minutes: 45,
    price: 'מחיר',
    due: 'נותר לתשלום',
    amounts: { price: /300\.00/, deposit: /120\.00/, due: /180\.00/, full: /300\.00/ },
    dueValue: '180.00',
  },
} as const;
/** The amount the visit's money list shows beside a label. */
const amountOf = (dialog: Locator, label: string) =>
  dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

for (const lang of ['en', 'he'] as const) {
  test(`(${lang}) the desk sees the deposit paid online and takes the balance still due`, async ({ page, request }) => {
    test.slow();
    const c = CASES[lang];
    const patient = await loginThroughApi(request, c.clinic);
    // Its deposit paid, far enough ahead to be its own.
    const visitOf = await bookAndPayByCard(request, patient, c, { from: 17, to: 30 });

    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await page.goto(`/${c.clinic}/staff?date=${visitOf.date}&branch=${c.branch}&view=day`);
    await page.getByLabel(c.email).fill(`reception@${c.clinic}.example`);
    await page.getByLabel(c.password).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    const visit = page.locator(`[data-visit-id="${visitOf.id}"]`);
    const dialog = page.getByRole('dialog', { name: c.visit(visitOf.start) });

    // The visit's full price, the deposit paid online, and the balance still due.
    await visit.click();
    await expect(amountOf(dialog, c.price)).toHaveText(c.amounts.price);
    await expect(amountOf(dialog, c.paid)).toHaveText(c.amounts.deposit);
    await expect(amountOf(dialog, c.due)).toHaveText(c.amounts.due);
    await expectNoSeriousA11yViolations(page, `${lang} visit money with a balance due`);

    // Taking payment offers the balance; cash for it leaves nothing due.
    await dialog.getByRole('button', { name: c.takePayment }).click();
    await expect(dialog.getByLabel(c.amount)).toHaveValue(c.dueValue);
    await shoot(page, `desk-balance-${lang}`, { widths: [1280, 390] });
    await dialog.getByRole('radio', { name: c.cash }).check();
    await dialog.getByRole('button', { name: c.record }).click();
    await expect(dialog).toHaveCount(0);

    await visit.click();
    await expect(amountOf(dialog, c.paid)).toHaveText(c.amounts.full);
    await expect(amountOf(dialog, c.due)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: c.takePayment })).toHaveCount(0);
  });
}
