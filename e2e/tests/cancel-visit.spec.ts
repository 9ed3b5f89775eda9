import { expect, test } from '@playwright/test';
import {
  bookThroughApi,
  expectNoSeriousA11yViolations,
  findFreeTimes,
  loginThroughApi,
  useLoggedIn,
} from '../support/patients';
import { plusMinutes } from '@clinic/contract/core/wall-time';
import { longDate } from '../support/dates';

// Demo clinic: treatment 2 (dental cleaning, 45 minutes, a cancellation fee of ₪50) at branch 39. The cancel
// question names the visit and its day and time; nothing was paid, so nothing is kept (the fee is kept only from
// money paid: cancel-refund.spec.ts). A cancelled visit leaves Upcoming for My Booking, where it says "cancelled"
// as a state, not as a button.
const TEXT = {
  en: {
    treatment: 'Dental cleaning',
    cancel: 'Cancel',
    dialog: 'Cancel appointment',
    question: 'Are you sure you want to cancel this appointment?',
    nothingPaid: 'Nothing was paid, so nothing is kept or refunded.',
    yes: 'Yes, cancel it',
    done: 'Your appointment was cancelled.',
    past: 'My Booking',
    cancelled: 'Cancelled',
    reference: (id: string) => `Appointment #${id}`,
  },
  he: {
    treatment: 'ניקוי אבנית והברקה',
    cancel: 'ביטול',
    dialog: 'ביטול תור',
    question: 'האם את/ה בטוח/ה שברצונך לבטל את התור?',
    nothingPaid: 'לא שולם דבר, ולכן אין דמי ביטול ואין החזר.',
    yes: 'כן, לבטל',
    done: 'התור בוטל.',
    past: 'התורים שלי',
    cancelled: 'בוטל',
    reference: (id: string) => `תור מס׳ ${id}`,
  },
} as const;

for (const [index, lang] of (['en', 'he'] as const).entries()) {
  test(`the cancel question names the visit and that nothing is kept; the cancelled visit moves to My Booking (${lang})`, async ({
    page,
    request,
  }) => {
    const x = TEXT[lang];
    const patient = await loginThroughApi(request);
    // Each language its own part of a day with room for a 45-minute visit (other tests take the day's ends).
    const free = await findFreeTimes(request, { branch: 39, treatment: 2, need: 40 });
    let id: string | undefined;
    let start = '';
    // From its own part on, to the day's end: a free slot is not always a start a 45-minute visit fits.
    for (start of free.times.slice(14 + index * 12)) {
      id = await bookThroughApi(request, patient, {
        branch: 39,
        treatment: 2,
        date: free.date,
        start,
        end: plusMinutes(start, 45),
      }).catch(() => undefined);
      if (id) break;
    }
    expect(id).toBeTruthy();
    await useLoggedIn(page, patient);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto('/central-clinic/my_appointments');
    const card = page.getByRole('article').filter({ hasText: x.reference(id!) });

    await card.getByRole('button', { name: x.cancel, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: x.dialog });
    await expect(confirm).toContainText(x.question);
    const day = longDate(free.date, lang);
    const facts = confirm.getByRole('definition');
    await expect(facts.nth(0)).toHaveText(x.treatment);
    await expect(facts.nth(1)).toHaveText(`${day}, ${start}-${plusMinutes(start, 45)}`);
    // The doctor who would have seen the patient (issue 50).
    await expect(facts.nth(2)).toHaveText(lang === 'he' ? /^ד"ר / : /^Dr\. /);
    await expect(facts).toHaveCount(3);
    await expect(confirm).toContainText(x.nothingPaid);
    await expectNoSeriousA11yViolations(page, `cancel question (${lang})`);

    await confirm.getByRole('button', { name: x.yes }).click();
    await expect(page.getByRole('status').filter({ hasText: x.done })).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.getByRole('tab', { name: x.past }).click();
    await expect(card).toContainText(x.cancelled);
    await expect(card.getByRole('button')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `cancelled visit in My Booking (${lang})`, 'main');
  });
}
