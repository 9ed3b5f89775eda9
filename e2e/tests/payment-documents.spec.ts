import { expect, test } from '@playwright/test';
import { findFreeTimes, loginThroughApi, useLoggedIn } from '../support/patients';
import { STAFF_CLINIC, clinicDaysAhead, staffLogin } from '../support/staff';
import { deskApi } from '../support/staff-desk';
import { DESK_MONEY_TEXTS } from '../support/desk-money-texts';

// Issue 51: money taken at the desk gets its receipt, a refund its credit note; both are listed on the visit and
// print again as PDFs; the month's list is in Payments, with the owner's CSV of it.
const LANGS = {
  en: {
    ...DESK_MONEY_TEXTS.en,
    documents: 'Documents',
    receipt: 'Receipt',
    creditNote: 'Credit note',
    printAgain: /^Print (Receipt|Credit note) \d+ again$/,
    month: 'Receipts and credit notes',
    csv: 'Download month (CSV)',
  },
  he: {
    ...DESK_MONEY_TEXTS.he,
    documents: 'מסמכים',
    receipt: 'קבלה',
    creditNote: 'הודעת זיכוי',
    printAgain: /^הדפסה חוזרת של (קבלה|הודעת זיכוי) \d+$/,
    month: 'קבלות והודעות זיכוי',
    csv: 'הורדת החודש (CSV)',
  },
} as const;

for (const lang of ['en', 'he'] as const) {
  test(`(${lang}) a desk payment's receipt and a refund's credit note, listed, printed again and in the month`, async ({
    page,
    request,
  }) => {
    test.slow();
    const text = LANGS[lang];
    const date = clinicDaysAhead(lang === 'en' ? 13 : 14);
    const desk = await deskApi(request);
    // Not the day's first time (midnight in this round-the-clock clinic): the top of the grid sits under its header.
    const slot = (await desk.freeTimes(date)).find((free) => free.time >= '09:00');
    const patientId = await desk.addPatient(`Documents Patient ${lang.toUpperCase()}`);
    const id = await desk.book({ patientId, doctorId: slot!.doctor_ids[0]!, date, time: slot!.time });

    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await page.goto(`/${STAFF_CLINIC}/staff?date=${date}&branch=1&view=day`);
    await staffLogin(page, text, 'owner');
    const visit = page.locator(`[data-visit-id="${id}"]`);
    const dialog = page.getByRole('dialog', { name: text.visit(slot!.time) });

    // A live update of the agenda may redraw the visit as it is clicked: click until its dialog is open.
    await expect(async () => {
      await visit.click();
      await expect(dialog.getByRole('button', { name: text.takePayment })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await dialog.getByRole('button', { name: text.takePayment }).click();
    // The consultation's price (100) is due: all of it taken.
    await dialog.getByLabel(text.amount).fill('100');
    await dialog.getByRole('radio', { name: text.cash }).check();
    await dialog.getByRole('button', { name: text.record }).click();
    await expect(dialog).toHaveCount(0);
    await expect(visit).toContainText(text.paid);

    // The visit lists its receipt; printing it again downloads its PDF.
    await visit.click();
    const documents = dialog.getByRole('heading', { name: text.documents });
    await expect(documents).toBeVisible();
    await expect(dialog.getByText(new RegExp(`${text.receipt} #\\d+`))).toBeVisible();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: text.printAgain }).first().click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^receipt-\d+\.pdf$/);

    // A part refund issues a credit note beside it.
    await dialog.getByRole('button', { name: text.refund }).click();
    await dialog.getByLabel(text.amount).fill('30');
    await dialog.getByLabel(text.reason).fill('Shorter treatment');
    await dialog.getByRole('button', { name: text.review }).click();
    await dialog.getByRole('button', { name: text.yes }).click();
    await expect(dialog).toHaveCount(0);
    await expect(visit).toContainText(text.partly);
    await visit.click();
    await expect(dialog.getByText(new RegExp(`${text.creditNote} #\\d+`))).toBeVisible();
    await expect(dialog.getByRole('button', { name: text.printAgain })).toHaveCount(2);
    await page.keyboard.press('Escape');

    // Payments: the month's documents, and the owner's CSV of them.
    await page.goto(`/${STAFF_CLINIC}/staff?section=payments`);
    const month = page.getByRole('region', { name: text.month });
    await expect(month.getByText(text.creditNote, { exact: false }).first()).toBeVisible();
    const csvDownload = page.waitForEvent('download');
    await month.getByRole('button', { name: text.csv }).click();
    expect((await csvDownload).suggestedFilename()).toMatch(/^documents-.+\.csv$/);
  });
}

const PATIENT = {
  en: {
    confirm: 'Confirm booking',
    name: 'Cardholder name',
    number: 'Card number',
    month: 'Expiry month',
    year: 'Expiry year',
    pay: 'Pay now',
    receipt: /^Receipt #\d+$/,
    mine: 'My appointments',
  },
  he: {
    confirm: 'אישור ההזמנה',
    name: 'שם בעל/ת הכרטיס',
    number: 'מספר כרטיס',
    month: 'חודש תוקף',
    year: 'שנת תוקף',
    pay: 'לתשלום',
    receipt: /^קבלה #\d+$/,
    mine: 'התורים שלי',
  },
} as const;

for (const [index, lang] of (['en', 'he'] as const).entries()) {
  test(`(${lang}) a card payment's receipt is linked from the confirmation and My appointments, and opens without login`, async ({
    page,
    request,
    browser,
  }) => {
    const x = PATIENT[lang];
    const patient = await loginThroughApi(request);
    const free = await findFreeTimes(request, { branch: 40, treatment: 8, need: 60 });
    // Far apart on the day, so the other language's booking never takes this one's time.
    const time = (index === 0 ? free.times[30] : free.times.at(-1))!;
    await useLoggedIn(page, patient);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto(`/central-clinic/treatments/8/book?branch=40&date=${free.date}&time=${time}`);
    // The time is asked of the server again once chosen: confirm when the page says it is held for the patient.
    await expect(page.getByRole('status').filter({ hasText: time })).toBeVisible();
    await page.getByRole('button', { name: x.confirm }).click();
    await page.getByLabel(x.number).pressSequentially('4242424242424242');
    await page.getByLabel(x.name).fill('Dana Levi');
    await page.getByLabel(x.month).selectOption('12');
    await page.getByLabel(x.year).selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: x.pay, exact: true }).click();

    const link = page.getByRole('link', { name: x.receipt });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/api\/documents\/\d+\/\d+\/pdf\?expires=\d+&signature=[0-9a-f]{64}$/);
    // The signed link alone opens the PDF: a fresh browser, nobody logged in.
    const stranger = await browser.newContext();
    const pdf = await stranger.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await stranger.close();

    await page.locator('#main').getByRole('link', { name: x.mine }).click();
    await expect(page.getByRole('link', { name: x.receipt }).first()).toBeVisible();
  });
}
