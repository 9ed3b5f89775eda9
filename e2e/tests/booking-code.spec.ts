import { type Page, expect, test } from '@playwright/test';
import { chooseDayAndTime, latestCode, uniqueNational } from '../support/patients';

// A new patient's code, on the booking screen of the demo clinic (branch 38, the 5-minute flu vaccination): no
// account is said to exist before the code is verified, a code sent again does not ask for the registration again,
// and once the server sends no more codes (three a phone) the clinic's phone and WhatsApp are offered.

const TEXTS = {
  en: {
    next: 'Next',
    phone: /Phone number/,
    send: 'Send verification code',
    sent: 'OTP sent successfully via WhatsApp!',
    created: /Account created/,
    resend: 'Resend code',
    limit: /Too many verification codes requested/,
    call: 'Call 03-555-0100',
    whatsapp: 'Write on WhatsApp',
    verify: 'Verify and continue',
  },
  he: {
    next: 'הבא',
    phone: /טלפון/,
    send: 'שליחת קוד אימות',
    sent: 'הקוד נשלח בהצלחה בוואטסאפ!',
    created: /החשבון נוצר/,
    resend: 'שליחת קוד חדש',
    limit: /נשלחו יותר מדי קודים/,
    call: 'להתקשר 03-555-0100',
    whatsapp: 'לכתוב בוואטסאפ',
    verify: 'אימות והמשך',
  },
};

async function toCodeStep(page: Page, lang: 'en' | 'he', national: string) {
  const x = TEXTS[lang];
  await page.goto('/central-clinic/');
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  await page.goto('/central-clinic/treatments/5/book?branch=38');
  await chooseDayAndTime(page, lang === 'he' ? 11 : 17);
  await page.getByRole('button', { name: x.next, exact: true }).filter({ hasText: x.next }).click();
  await page.getByRole('textbox', { name: x.phone }).fill(national);
  await page.getByRole('button', { name: x.send }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill('Code Patient');
  await dialog.getByRole('textbox', { name: lang === 'he' ? /גיל/ : 'Age' }).fill('41');
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button').last().click();
  await expect(dialog).toHaveCount(0);
}

for (const lang of ['en', 'he'] as const) {
  const x = TEXTS[lang];

  test(`a new patient's code: no account before it is verified, no second registration, the clinic's phone at the limit (${lang})`, async ({
    page,
    request,
  }) => {
    const national = uniqueNational();
    const wire = `972${national}`;
    await toCodeStep(page, lang, national);
    await expect(page.getByRole('status').filter({ hasText: x.sent })).toBeVisible();
    await expect(page.getByText(x.created)).toHaveCount(0);

    // Sent again: the registration is not asked for again; the code step stays.
    const resend = page.getByRole('button', { name: x.resend });
    await resend.click();
    await expect(page.getByRole('status').filter({ hasText: x.sent }).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(resend).toBeEnabled();

    // The fourth code is refused: the step says for how long, and offers the clinic's phone and WhatsApp.
    await resend.click();
    const help = page.getByRole('alert').filter({ hasText: x.limit });
    await expect(help).toBeVisible();
    await expect(help.getByRole('link', { name: x.call })).toHaveAttribute('href', 'tel:+97235550100');
    await expect(help.getByRole('link', { name: x.whatsapp })).toHaveAttribute('href', 'https://wa.me/97235550100');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(x.created)).toHaveCount(0);

    // The last code sent still books the visit, and only now is there an account.
    const code = await latestCode(request, wire);
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: x.verify }).click();
    await expect(page.getByTestId('booking-reference')).toHaveText(/^\d+$/);
  });
}
