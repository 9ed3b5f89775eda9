import { readFile } from 'node:fs/promises';
import { type Locator, type Page, type Response, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/patients';
import { STAFF_CLINIC, clinicDateOf, clinicDaysAhead, staffLogin } from '../support/staff';
import { deskApi } from '../support/staff-desk';

// Issue #30, money at the desk: the payments page's total of the chosen days, its CSV, a link from each payment to
// its visit, and an owner's refund asked as the visit dialog asks it (an amount, part allowed, a reason, then a yes
// that names the amount and the patient). Other tests take money at this clinic today too: the total is checked
// against the answer the page itself was given, the rest against this test's own payment.

const LANGS = {
  en: {
    locale: 'en-GB',
    email: 'Email',
    password: 'Password',
    heading: 'Payments',
    from: 'From',
    to: 'To',
    total: 'Total',
    figures: ['Taken', 'Refunded', 'Kept (taken less refunds)'],
    refundFor: (name: string) => `Refund ${name}`,
    amount: 'Amount (ILS)',
    reason: 'Reason for the refund',
    review: 'Review refund',
    reasonMissing: 'Write the reason for the refund.',
    confirm: (name: string) => new RegExp(`^Give back ₪30\\.00 to ${name}\\?$`),
    yes: 'Yes, refund',
    done: 'Refunded ₪30.00.',
    refunded: /Refunded\s*₪30\.00/,
    exportCsv: 'Export CSV',
    saved: (file: string) => `Saved ${file}.`,
    visit: (time: string) => `Visit at ${time}`,
  },
  he: {
    locale: 'he-IL',
    email: 'אימייל',
    password: 'סיסמה',
    heading: 'תשלומים',
    from: 'מתאריך',
    to: 'עד תאריך',
    total: 'סך הכול',
    figures: ['התקבל', 'הוחזר', 'נשאר (התקבל פחות החזרים)'],
    refundFor: (name: string) => `החזר ל${name}`,
    amount: 'סכום (ILS)',
    reason: 'סיבת ההחזר',
    review: 'בדיקת ההחזר',
    reasonMissing: 'יש לכתוב את סיבת ההחזר.',
    confirm: (name: string) => new RegExp(`^להחזיר .*30\\.00.* ל${name}\\?$`),
    yes: 'כן, להחזיר',
    done: /^הוחזרו .*30\.00.*\.$/,
    refunded: /הוחזר\s*.*30\.00/,
    exportCsv: 'יצוא CSV',
    saved: (file: string) => `נשמר הקובץ ${file}.`,
    visit: (time: string) => `תור בשעה ${time}`,
  },
} as const;

/** Types a date into a date field part by part, day first as the clinic's region (Israel) writes it. */
async function typeDate(field: Locator, date: string) {
  const [year, month, day] = date.split('-');
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${day}${month}${year}`);
}

/** The text of a date field without the marks that keep its direction. */
const shownDate = async (field: Locator) => (await field.textContent())!.replace(/[\u2066-\u2069\u200e\u200f]/g, '');

type Totals = Array<{ currency: string; taken: number; refunded: number; kept: number }>;

/** The totals of the latest payments answer the page was given for the day. */
function latestTotals(page: Page, day: string) {
  const latest: { totals?: Totals } = {};
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/staff/payments' || !response.ok()) return;
    if (url.searchParams.get('from') !== day || url.searchParams.get('to') !== day) return;
    void response
      .json()
      .then((body: { totals: Totals }) => (latest.totals = body.totals))
      .catch(() => undefined);
  });
  return latest;
}

for (const lang of ['en', 'he'] as const) {
  test(`(${lang}) payments: the day's total, a part refund with a reason, the CSV, and the link to the visit`, async ({
    page,
    request,
  }) => {
    test.slow();
    const text = LANGS[lang];
    const name = `Pay Patient ${lang.toUpperCase()}`;
    const visitDay = clinicDaysAhead(lang === 'en' ? 13 : 14);
    const desk = await deskApi(request);
    const [slot] = await desk.freeTimes(visitDay);
    const patientId = await desk.addPatient(name);
    const visitId = await desk.book({ patientId, doctorId: slot!.doctor_ids[0]!, date: visitDay, time: slot!.time });
    // The Consultation's whole price (₪100), the most the desk takes for it.
    const payment = await desk.payCash(visitId, 100);
    // The day the money was taken, in the clinic's time: today, or yesterday just after midnight.
    const day = clinicDateOf(payment.created_at);
    const money = (amount: number) =>
      new Intl.NumberFormat(text.locale, { style: 'currency', currency: 'ILS', minimumFractionDigits: 2 }).format(
        amount,
      );

    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    const answered = latestTotals(page, day);
    await page.goto(`/${STAFF_CLINIC}/staff?section=payments`);
    await staffLogin(page, text, 'owner');
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    if (lang === 'he') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The days, in the clinic's order (day first in Israel), whatever the browser's locale.
    for (const label of [text.from, text.to]) await typeDate(page.getByRole('group', { name: label }), day);
    const [year, month, date] = day.split('-');
    const written = lang === 'en' ? `${date}/${month}/${year}` : `${Number(date)}.${Number(month)}.${year}`;
    await expect.poll(() => shownDate(page.getByRole('group', { name: text.to }))).toBe(written);

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    const totals = page.getByRole('region', { name: text.total });
    /** The total shows what the server answered for the day: taken, refunded, and kept (taken less refunds). */
    const expectTotalsAsAnswered = () =>
      expect(async () => {
        const [total] = answered.totals ?? [];
        expect(total).toBeDefined();
        expect(total!.kept).toBeCloseTo(total!.taken - total!.refunded, 2);
        for (const [index, figure] of (['taken', 'refunded', 'kept'] as const).entries()) {
          await expect(totals.getByRole('definition').nth(index)).toHaveText(money(total![figure]), { timeout: 500 });
          await expect(totals.getByRole('term').nth(index)).toHaveText(text.figures[index]!, { timeout: 500 });
        }
      }).toPass();
    await expectTotalsAsAnswered();
    await expectNoSeriousA11yViolations(page, `${lang} payments`);

    // A part refund, asked as the visit dialog asks it: the reason is required, then a yes naming amount and patient.
    await row.getByRole('button', { name: text.refundFor(name) }).click();
    const dialog = page.getByRole('dialog', { name: text.refundFor(name) });
    await expect(dialog.getByLabel(text.amount)).toHaveValue('100.00');
    await dialog.getByLabel(text.amount).fill('30');
    await dialog.getByRole('button', { name: text.review }).click();
    await expect(dialog.getByText(text.reasonMissing)).toBeVisible();
    await expect(dialog.getByLabel(text.reason)).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel(text.reason).fill('Shorter visit');
    await dialog.getByRole('button', { name: text.review }).click();
    await expect(dialog.getByText(text.confirm(name))).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${lang} payments refund confirmation`);
    await dialog.getByRole('button', { name: text.yes }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(text.done)).toBeVisible();
    // The list is read again: the payment says what went back, and the total counts it.
    await expect(row).toContainText(text.refunded);
    await expectTotalsAsAnswered();

    // The CSV the server writes for the same days: this payment with what went back and what was kept.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      totals.getByRole('button', { name: text.exportCsv }).click(),
    ]);
    const file = `payments-${day}-${day}.csv`;
    expect(download.suggestedFilename()).toBe(file);
    await expect(totals.getByRole('status')).toHaveText(text.saved(file));
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'paid_at,payment_id,visit_id,visit_date,visit_time,treatment,patient,phone,amount,refunded,kept,currency,method,card,state,reference',
    );
    const mine = lines.find((line) => line.split(',')[1] === String(payment.id));
    expect(mine).toContain(`,${payment.id},${visitId},${visitDay},${slot!.time},`);
    expect(mine).toContain(`,${name},`);
    expect(mine).toContain(',100.00,30.00,70.00,ILS,desk_cash,,paid,');

    // Each payment links to its visit: the agenda opens on the visit's day with the visit's dialog.
    await row.getByRole('link').click();
    await expect(page.getByRole('dialog', { name: text.visit(slot!.time) })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]date=${visitDay}&branch=1&view=day$`));
    await expect(page.locator(`[data-visit-id="${visitId}"]`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${lang} visit opened from payments`);
  });
}
