import { type Page, expect, test } from '@playwright/test';
import {
  bookThroughApi,
  chooseDayAndTime,
  expectNoSeriousA11yViolations,
  findFreeTimes,
  latestCode,
  loginThroughApi,
  uniqueNational,
  useLoggedIn,
} from '../support/patients';
import { plusMinutes } from '@clinic/contract/core/wall-time';

// WCAG 2.2 AA checks of the screens and dialogs browse-screens.spec.ts and login.spec.ts do not cover, in every language.
// Demo clinic: treatment 8 (60 minutes, payment required) at branches 38 and 40; treatment 1 (10 minutes) at 39.

const LANGS = ['en', 'he', 'ar', 'ru'] as const;
type Lang = (typeof LANGS)[number];

const TEXT = {
  en: {
    next: 'Next',
    send: 'Send verification code',
    verify: 'Verify and continue',
    hosted: 'Pay on a secure page instead',
    payNow: 'Pay now',
    edit: 'Edit',
    cancel: 'Cancel',
    redeem: 'Redeem',
    pay: 'Pay',
    openMenu: 'Open menu',
  },
  he: {
    next: 'הבא',
    send: 'שליחת קוד אימות',
    verify: 'אימות והמשך',
    hosted: 'לתשלום בעמוד מאובטח במקום זאת',
    payNow: 'לתשלום',
    edit: 'עריכה',
    cancel: 'ביטול',
    redeem: 'מימוש',
    pay: 'תשלום',
    openMenu: 'פתיחת תפריט',
  },
  ar: {
    next: 'التالي',
    send: 'إرسال رمز التحقق',
    verify: 'تحقق وتابع',
    hosted: 'الدفع في صفحة آمنة بدلًا من ذلك',
    payNow: 'ادفع الآن',
    edit: 'تعديل',
    cancel: 'إلغاء',
    redeem: 'استخدام',
    pay: 'دفع',
    openMenu: 'فتح القائمة',
  },
  ru: {
    next: 'Далее',
    send: 'Получить код подтверждения',
    verify: 'Подтвердить и продолжить',
    hosted: 'Оплатить на защищённой странице',
    payNow: 'Оплатить сейчас',
    edit: 'Изменить',
    cancel: 'Отменить',
    redeem: 'Предъявить',
    pay: 'Оплатить',
    openMenu: 'Открыть меню',
  },
} satisfies Record<Lang, Record<string, string>>;

async function useLanguage(page: Page, lang: Lang) {
  await page.goto('/central-clinic/');
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
}

for (const [index, lang] of LANGS.entries()) {
  const l = TEXT[lang];

  test(`every booking step and the registration dialog pass WCAG 2.2 AA checks (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await useLanguage(page, lang);
    await page.goto('/central-clinic/treatments/8/book?branch=40');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'he' || lang === 'ar' ? 'rtl' : 'ltr');
    await chooseDayAndTime(page, 40 + index * 16);
    await expectNoSeriousA11yViolations(page, `${lang} booking date-time`);

    await page.getByRole('button', { name: l.next, exact: true }).filter({ hasText: l.next }).click();
    const national = uniqueNational();
    await page.locator('#booking-phone').fill(national);
    await expectNoSeriousA11yViolations(page, `${lang} booking phone`);

    await page.getByRole('button', { name: l.send }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // With the errors shown, then filled in.
    await dialog.locator('button[type=submit]').click();
    await expect(dialog.locator('#reg-name-error')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${lang} registration dialog`, '[role=dialog]');
    await dialog.locator('#reg-name').fill('Axe Patient');
    await dialog.locator('#reg-age').fill('44');
    await dialog.getByRole('radio').nth(1).check();
    await dialog.locator('button[type=submit]').click();
    await expect(dialog).toHaveCount(0);

    await expect(page.getByRole('group').getByRole('textbox').first()).toBeFocused();
    await expectNoSeriousA11yViolations(page, `${lang} booking verification`);
    await page.keyboard.type(await latestCode(request, `972${national}`));
    await page.getByRole('button', { name: l.verify }).click();

    await expect(page.getByTestId('payment-total')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${lang} booking payment (card)`);
    await page.getByRole('button', { name: l.hosted }).click();
    await expect(page.getByRole('button', { name: l.hosted })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `${lang} booking payment (hosted page)`);

    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: l.payNow, exact: true }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await popup.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByTestId('booking-reference')).toHaveText(/^\d+$/, { timeout: 15_000 });
    await expectNoSeriousA11yViolations(page, `${lang} booking confirmation`);
  });

  test(`my appointments and its dialogs pass WCAG 2.2 AA checks (${lang})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const patient = await loginThroughApi(request);
    // A 10-minute visit at branch 39, early in the day (appointments.spec.ts books from the end of the day).
    const checkUp = await findFreeTimes(request, { branch: 39, treatment: 1, need: 9 + LANGS.length * 4 });
    const start = checkUp.times[8 + index * 4]!;
    await bookThroughApi(request, patient, {
      branch: 39,
      treatment: 1,
      date: checkUp.date,
      start,
      end: plusMinutes(start, 10),
    });
    // A visit that needs payment, so the Pay button and its dialog show.
    const forced = await findFreeTimes(request, { branch: 40, treatment: 8, need: 35 });
    let paid: string | undefined;
    const from = 20 + index * 14;
    for (const time of [...forced.times.slice(from), ...forced.times.slice(0, from)]) {
      paid = await bookThroughApi(request, patient, {
        branch: 40,
        treatment: 8,
        date: forced.date,
        start: time,
        end: plusMinutes(time, 60),
      }).catch(() => undefined);
      if (paid) break;
    }
    expect(paid).toBeTruthy();

    await useLoggedIn(page, patient);
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto('/central-clinic/my_appointments');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, `${lang} my appointments`);

    const payable = cards.filter({ has: page.getByRole('button', { name: l.pay, exact: true }) });
    const dialogs = [
      [l.edit, 'dialog', 'edit dialog'],
      [l.cancel, 'alertdialog', 'cancel confirmation'],
      [l.redeem, 'dialog', 'redeem QR dialog'],
      [l.pay, 'dialog', 'pay dialog'],
    ] as const;
    for (const [button, role, name] of dialogs) {
      await payable.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole(role);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, `${lang} ${name}`, `[role=${role}]`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });

  test(`the 'User Not Found' page passes WCAG 2.2 AA checks (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/404');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `${lang} 404`);
  });

  test(`the header's mobile menu at 390px passes WCAG 2.2 AA checks (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, lang);
    await page.goto('/central-clinic/');
    const toggle = page.getByRole('button', { name: l.openMenu });
    await toggle.click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `${lang} mobile menu`);
  });
}
