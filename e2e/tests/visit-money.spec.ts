import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/patients';
import { STAFF_CLINIC, clinicDaysAhead, staffLogin } from '../support/staff';
import { deskApi } from '../support/staff-desk';
import { DESK_MONEY_TEXTS } from '../support/desk-money-texts';

const LANGS = {
  en: {
    ...DESK_MONEY_TEXTS.en,
    confirm: /Give back ₪30\.00 to Money Patient EN\?/,
    tooMuch: /Enter an amount more than 0 and at most ₪70\.00/,
    alsoCancel: 'Refund and cancel the visit (gives back all that is left)',
    yesCancel: 'Yes, refund and cancel',
    refunded: 'Refunded',
    cancelled: 'Cancelled',
    left: 'Left to refund',
  },
  he: {
    ...DESK_MONEY_TEXTS.he,
    confirm: /להחזיר .*30\.00.* לMoney Patient HE\?/,
    tooMuch: /יש להזין סכום גדול מ-0 ועד .*70\.00/,
    alsoCancel: 'החזר וביטול התור (מחזיר את כל מה שנשאר)',
    yesCancel: 'כן, להחזיר ולבטל',
    refunded: 'הוחזר',
    cancelled: 'בוטל',
    left: 'נשאר להחזיר',
  },
} as const;

for (const lang of ['en', 'he'] as const) {
  test(`(${lang}) money at the desk: a cash payment, a part refund confirmed with a reason, too much refused, then refund and cancel`, async ({
    page,
    request,
  }) => {
    // Three changes, each read back by the agenda: longer than one quick step.
    test.slow();
    const text = LANGS[lang];
    const date = clinicDaysAhead(lang === 'en' ? 11 : 12);
    const desk = await deskApi(request);
    const [slot] = await desk.freeTimes(date);
    const patientId = await desk.addPatient(`Money Patient ${lang.toUpperCase()}`);
    const id = await desk.book({ patientId, doctorId: slot!.doctor_ids[0]!, date, time: slot!.time });

    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await page.goto(`/${STAFF_CLINIC}/staff?date=${date}&branch=1&view=day`);
    await staffLogin(page, text, 'owner');
    const visit = page.locator(`[data-visit-id="${id}"]`);
    const dialog = page.getByRole('dialog', { name: text.visit(slot!.time) });

    // Cash taken at the desk, its price (100) offered: the visit is paid.
    await visit.click();
    await dialog.getByRole('button', { name: text.takePayment }).click();
    await expect(dialog.getByLabel(text.amount)).toHaveValue('100.00');
    await dialog.getByLabel(text.amount).fill('100');
    await dialog.getByRole('radio', { name: text.cash }).check();
    await dialog.getByRole('button', { name: text.record }).click();
    await expect(dialog).toHaveCount(0);
    await expect(visit).toContainText(text.paid);

    // Part of it back: the amount and the patient are named before anything changes.
    await visit.click();
    await dialog.getByRole('button', { name: text.refund }).click();
    await expect(dialog.getByLabel(text.amount)).toHaveValue('100.00');
    await dialog.getByLabel(text.amount).fill('30');
    await dialog.getByLabel(text.reason).fill('Shorter treatment');
    await dialog.getByRole('button', { name: text.review }).click();
    await expect(dialog.getByText(text.confirm)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${lang} refund confirmation`);
    await dialog.getByRole('button', { name: text.yes }).click();
    await expect(dialog).toHaveCount(0);
    await expect(visit).toContainText(text.partly);

    // More than is left is refused in the form; refund and cancel gives back all the rest and cancels.
    await visit.click();
    await expect(dialog).toContainText(text.partly);
    await expect(dialog).toContainText(text.left);
    await dialog.getByRole('button', { name: text.refund }).click();
    await dialog.getByLabel(text.amount).fill('500');
    await dialog.getByLabel(text.reason).fill('Patient ill');
    await dialog.getByRole('button', { name: text.review }).click();
    await expect(dialog.getByText(text.tooMuch)).toBeVisible();
    await dialog.getByLabel(text.alsoCancel).check();
    await expect(dialog.getByLabel(text.amount)).toHaveValue('70.00');
    await dialog.getByRole('button', { name: text.review }).click();
    await expectNoSeriousA11yViolations(page, `${lang} refund and cancel`);
    await dialog.getByRole('button', { name: text.yesCancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(visit).toContainText(text.cancelled);
    await expect(visit).toContainText(text.refunded);
    await expect(visit).not.toContainText(text.partly);

    // The week says the same.
    await page.goto(`/${STAFF_CLINIC}/staff?date=${date}&branch=1&view=week`);
    await expect(visit).toContainText(text.refunded);
  });
}
