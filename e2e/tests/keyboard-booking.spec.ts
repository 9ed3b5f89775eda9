import { type Locator, type Page, expect, test } from '@playwright/test';
import { latestCode, uniqueNational } from '../support/patients';

// The whole anonymous booking with the keyboard alone: no click, check or selectOption anywhere, in English
// and in Hebrew (right to left: the arrow that moves forward is ArrowLeft there).
// Demo clinic: treatment 5 (Flu vaccination, 5 minutes) at branch 38.

const TEXT = {
  en: {
    noTimes: 'No available time slots found for this date',
    selected: 'Selected: ',
    next: 'Next',
    phone: 'Phone number',
    send: 'Send verification code',
    registration: 'Complete Your Registration',
    name: 'Full name',
    age: 'Age',
    register: 'Register and send code',
    code: 'Verification code',
    verify: 'Verify and continue',
    forward: 'ArrowRight',
  },
  he: {
    noTimes: 'לא נמצאו שעות פנויות בתאריך זה',
    selected: 'נבחר: ',
    next: 'הבא',
    phone: 'מספר טלפון',
    send: 'שליחת קוד אימות',
    registration: 'השלמת ההרשמה',
    name: 'שם מלא',
    age: 'גיל',
    register: 'הרשמה ושליחת קוד',
    code: 'קוד אימות',
    verify: 'אימות והמשך',
    forward: 'ArrowLeft',
  },
} as const;

/** Whether the focus is on `target`, or inside it when `inside` is set. */
const hasFocus = (target: Locator, inside = false) =>
  target.evaluate(
    (el, inside) => (inside ? el.contains(document.activeElement) : el === document.activeElement),
    inside,
  );

/** Presses Tab (or Shift+Tab) until the focus reaches `target`: it must be reachable, with no trap on the way. */
async function tabTo(page: Page, target: Locator, { inside = false, back = false, max = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target, inside)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the focus did not reach ${target.toString()} after ${max} presses of Tab`);
}

for (const lang of ['en', 'he'] as const) {
  const l = TEXT[lang];
  test(`an anonymous patient books with the keyboard alone (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto('/central-clinic/');
    await page.evaluate((language) => localStorage.setItem('language', language), lang);
    await page.goto('/central-clinic/treatments/5/book?branch=38');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'he' ? 'rtl' : 'ltr');

    // Into the calendar: one day of the grid is in the tab order.
    const grid = page.getByRole('grid');
    await tabTo(page, grid, { inside: true });
    const times = page.getByRole('radiogroup');
    const noTimes = page.getByText(l.noTimes);
    let found = false;
    for (let day = 0; day < 60 && !found; day++) {
      const unavailable = await page.evaluate(() => {
        const cell = document.activeElement;
        return (
          cell?.getAttribute('aria-disabled') === 'true' ||
          cell?.hasAttribute('data-unavailable') ||
          cell?.closest('[role=gridcell]')?.getAttribute('aria-disabled') === 'true'
        );
      });
      if (!unavailable) {
        await page.keyboard.press('Enter');
        await expect(times.or(noTimes).first()).toBeVisible();
        found = await times.isVisible();
      }
      if (!found) await page.keyboard.press(l.forward);
    }
    expect(found, 'a day with free times').toBe(true);
    // The chosen day keeps the focus.
    expect(await hasFocus(grid, true)).toBe(true);
    await expect(grid.locator('[aria-selected="true"]')).toHaveCount(1);

    // Into the times: the arrow keys move between free times and choose one, Space confirms it.
    await tabTo(page, times, { inside: true });
    // At random in the day's second half (the arrows wrap round), so other booking tests running alongside, which
    // take their times by position from the start, keep theirs.
    const count = await times.getByRole('radio').count();
    const steps = Math.floor(count / 2 + Math.random() * (count / 2));
    for (let i = 0; i < steps; i++) await page.keyboard.press(l.forward);
    await page.keyboard.press('Space');
    const selected = page.getByText(new RegExp(`^${l.selected}`));
    await expect(selected).toBeVisible();
    const chosen = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value);
    await expect(selected).toContainText(`${chosen}-`);

    const next = page.getByRole('button', { name: l.next, exact: true }).filter({ hasText: l.next });
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // Phone step: the number field has the focus.
    const phone = page.getByRole('textbox', { name: new RegExp(l.phone) });
    await expect(phone).toBeFocused();
    const national = uniqueNational();
    await page.keyboard.type(national);
    await expect(phone).toHaveValue(national);
    const send = page.getByRole('button', { name: l.send });
    await tabTo(page, send);
    await page.keyboard.press('Enter');

    // The registration dialog takes the focus and keeps it.
    const dialog = page.getByRole('dialog', { name: l.registration });
    await expect(dialog).toBeVisible();
    const name = dialog.getByRole('textbox', { name: l.name });
    await tabTo(page, name);
    await page.keyboard.type('Keyboard Patient');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: l.age })).toBeFocused();
    await page.keyboard.type('52');
    await page.keyboard.press('Tab');
    const genders = dialog.getByRole('radio');
    await expect(genders.first()).toBeFocused();
    await page.keyboard.press(l.forward);
    await expect(genders.nth(1)).toBeFocused();
    await expect(genders.nth(1)).toBeChecked();
    const register = dialog.getByRole('button', { name: l.register });
    await tabTo(page, register);
    // Tab cannot leave the dialog.
    expect(await hasFocus(dialog, true)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);

    // Verification: the first box has the focus; typing advances box by box.
    const boxes = page.getByRole('group', { name: l.code }).getByRole('textbox');
    await expect(boxes.first()).toBeFocused();
    await page.keyboard.type(await latestCode(request, `972${national}`));
    await expect(boxes.last()).toBeFocused();
    const verify = page.getByRole('button', { name: l.verify });
    await tabTo(page, verify);
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('booking-reference')).toHaveText(/^\d+$/);
    // The pressed button is gone: the focus continues from the confirmation's heading, not from the top of the page.
    await expect(page.locator('#confirmation-heading')).toBeFocused();
    await expect(page.getByText(new RegExp(`${chosen}-`))).toBeVisible();
  });
}
