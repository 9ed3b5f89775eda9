import { type Locator, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginThroughApi, useLoggedIn } from '../support/patients';
import { bookAndPayByCard } from '../support/paid-visits';

// A paid deposit, cancelled by the patient: the question says what the clinic keeps (the treatment's cancellation
// fee) and what comes back, the cancel keeps and refunds exactly that, and My appointments says so after.
// Demo clinic: treatment 8, ₪100 paid online, fee ₪80 (₪20 back). Shalom (Hebrew, 24 hours' notice): treatment 4,
// ₪120 paid online, fee ₪60 (₪60 back).
const ils = (lang: 'en' | 'he', n: number) => (lang === 'he' ? `\u200f${n} \u200f₪` : `₪${n}`);
const CASES = {
  en: {
    clinic: 'central-clinic',
    branch: 40,
    treatment: 8,
    minutes: 60,
    cancel: 'Cancel',
    dialog: 'Cancel appointment',
    paid: ['Paid', ils('en', 100)],
    fee: ['Cancellation fee', ils('en', 80)],
    back: ['Refunded to you', ils('en', 20)],
    yes: 'Yes, cancel it',
    done: 'Your appointment was cancelled. ₪20 will be refunded to you. The clinic keeps ₪80 as the cancellation fee.',
    past: 'My Booking',
    refunded: '₪20 refunded',
    kept: '₪80 kept as the cancellation fee',
    reference: (id: string) => `Appointment #${id}`,
  },
  he: {
    clinic: 'shalom-clinic',
    branch: 1,
    treatment: 4,
    minutes: 45,
    cancel: 'ביטול',
    dialog: 'ביטול תור',
    paid: ['שולם', ils('he', 120)],
    fee: ['דמי ביטול', ils('he', 60)],
    back: ['יוחזר לך', ils('he', 60)],
    yes: 'כן, לבטל',
    done: `התור בוטל. ${ils('he', 60)} יוחזרו לך. המרפאה גובה ${ils('he', 60)} דמי ביטול.`,
    past: 'התורים שלי',
    refunded: `הוחזרו ${ils('he', 60)}`,
    kept: `${ils('he', 60)} נגבו כדמי ביטול`,
    reference: (id: string) => `תור מס׳ ${id}`,
  },
} as const;

/** The value beside a label in the dialog's list. */
const valueOf = (list: Locator, label: string) =>
  list.locator('dl > div').filter({ has: list.page().getByRole('term').getByText(label, { exact: true }) });

for (const lang of ['en', 'he'] as const) {
  test(`the cancel question says what is kept and refunded, and the refund is that (${lang})`, async ({
    page,
    request,
  }) => {
    const c = CASES[lang];
    const patient = await loginThroughApi(request, c.clinic);
    // Two days or more ahead, past any notice.
    const id = String((await bookAndPayByCard(request, patient, c, { from: 2, to: 16 })).id);
    await useLoggedIn(page, patient, c.clinic);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto(`/${c.clinic}/my_appointments`);
    const card = page.getByRole('article').filter({ hasText: c.reference(id) });

    await card.getByRole('button', { name: c.cancel, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: c.dialog });
    for (const [label, amount] of [c.paid, c.fee, c.back]) {
      await expect(valueOf(confirm, label).getByRole('definition')).toHaveText(amount);
    }
    await expectNoSeriousA11yViolations(page, `cancel question with a refund (${lang})`);

    await confirm.getByRole('button', { name: c.yes }).click();
    await expect(page.getByRole('status').filter({ hasText: c.done })).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.getByRole('tab', { name: c.past }).click();
    await expect(card).toContainText(c.refunded);
    await expect(card).toContainText(c.kept);
    await expectNoSeriousA11yViolations(page, `cancelled visit with its refund (${lang})`, 'main');
  });
}
