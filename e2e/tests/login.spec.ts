import AxeBuilder from '@axe-core/playwright';
import { LANGUAGE_COOKIE } from '@clinic/contract/site/languages';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { latestCode, loginThroughApi, uniqueNational } from '../support/patients';

/** A patient who registered earlier (through the API, as the site would) and is not logged in here. */
const registerThroughApi = (request: APIRequestContext, wirePhone: string) =>
  loginThroughApi(request, 'central-clinic', wirePhone);

/** An Israeli mobile as the clinic's people write it (501234567 -> 050-123-4567). */
const written = (national: string) => `0${national.slice(0, 2)}-${national.slice(2, 5)}-${national.slice(5)}`;

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

test('a known customer logs in with the code from WhatsApp and lands home', async ({ page, request }) => {
  const national = uniqueNational();
  const wire = `972${national}`;
  await registerThroughApi(request, wire);

  await page.goto('/central-clinic/login');
  await expect(page.getByRole('heading', { name: 'Login with WhatsApp' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Country code/ })).toContainText('+972');
  await page.getByRole('button', { name: /Country code/ }).click();
  // The clinic's country first, then many others by name, each option named by what it shows.
  await expect(page.getByRole('option').first()).toHaveText('Israel+972');
  await expect(page.getByRole('option', { name: 'United Kingdom +44', exact: true })).toBeVisible();
  expect(await page.getByRole('option').count()).toBeGreaterThan(20);
  await page.keyboard.press('Escape');
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('50123');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // Refused beside the field, by Israel's numbering rules.
  await expect(page.locator('#login-phone-error')).toHaveText(/This is not a phone number of Israel/);
  // Digits only; an international number pasted with its dial code keeps the national part.
  await phone.fill('');
  await phone.pressSequentially(`${national}abc`);
  await expect(phone).toHaveValue(national);
  await phone.fill(`+972 ${national}`);
  await expect(phone).toHaveValue(national);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('status')).toContainText('OTP sent successfully via WhatsApp!');
  await expect(page.locator('[data-kind="success"]')).toHaveClass(/bg-green/);

  // An incomplete code is refused on the page.
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByText('Please enter a valid OTP')).toBeVisible();

  const code = await latestCode(request, wire);
  // A wrong code first.
  await typeCode(page, code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid verification code. Please try again.' }),
  ).toBeVisible();

  // Paste of six digits fills every box.
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, code);
  for (let i = 0; i < 6; i++)
    await expect(page.getByRole('textbox', { name: `Digit ${i + 1} of 6` })).toHaveValue(code[i]!);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByRole('status')).toContainText('Login successful!');
  await expect(page).toHaveURL(/\/central-clinic\/$/, { timeout: 5000 });

  const stored = await page.evaluate(() => ({
    isLoggedIn: localStorage.getItem('isLoggedIn'),
    customerId: localStorage.getItem('customer_id'),
    userPhone: localStorage.getItem('userPhone'),
    token: localStorage.getItem('authToken'),
  }));
  expect(stored).toMatchObject({ isLoggedIn: 'true', userPhone: wire });
  expect(stored.customerId).toMatch(/^\d+$/);
  expect(stored.token).toMatch(/^[\w-]{43}$/);
  await expect(page.getByRole('link', { name: 'My Appointments' }).first()).toBeAttached();

  // Logout clears the login, revokes the session and goes to /login.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/central-clinic\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  await expect(page.getByRole('link', { name: 'My Appointments' })).toHaveCount(0);
});

test('a new number registers in the modal, then verifies', async ({ page, request }) => {
  const national = uniqueNational();
  await page.goto('/central-clinic/login');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(`0${national}`);
  await page.getByRole('button', { name: 'Send OTP' }).click();

  const dialog = page.getByRole('dialog', { name: 'Complete Your Registration' });
  await expect(dialog).toBeVisible();
  // The number is written as the (Israeli) clinic's people write it, as the booking's dialog does.
  await expect(dialog.getByText(`Phone: ${written(national)}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Register and send code' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Age is required')).toBeVisible();
  await expect(dialog.getByText('Gender is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('New Patient');
  await expect(dialog.getByText('Name is required')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Age' }).fill('130');
  await dialog.getByRole('textbox', { name: /Email/ }).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Register and send code' }).click();
  await expect(dialog.getByText('Please enter a valid age (1-120)')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Age' }).fill('29');
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByRole('textbox', { name: /Email/ }).fill('new.patient@example.com');
  await dialog.getByRole('button', { name: 'Register and send code' }).click();
  await expect(dialog).toHaveCount(0);
  // No account exists until the code is verified: the patient is told only that the code is on its way.
  await expect(page.getByRole('status')).toContainText('OTP sent successfully via WhatsApp!');
  await expect(page.getByText(/Account created/)).toHaveCount(0);
  await expect(page.getByText(written(national), { exact: true })).toBeVisible();
  // Sent again, the code keeps the registration: the dialog does not come back.
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByRole('status').getByText('OTP sent successfully via WhatsApp!').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The trunk 0 typed with +972 is the same phone: the code went to 972 + national number.
  const code = await latestCode(request, `972${national}`);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/central-clinic\/$/, { timeout: 5000 });
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('customerData') ?? '{}').name)).toBe('New Patient');
});

test('back clears the code; backspace moves back; logout in one tab logs out the others', async ({
  page,
  request,
  context,
}) => {
  const national = uniqueNational();
  const wire = `972${national}`;
  await registerThroughApi(request, wire);
  await page.goto('/central-clinic/login');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(national);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await typeCode(page, '12');
  await expect(page.getByRole('textbox', { name: 'Digit 3 of 6' })).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Digit 2 of 6' })).toBeFocused();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(national);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  const resend = page.getByRole('button', { name: 'Resend code' });
  // The fourth code in ten minutes (one went to the registration) is refused, and the page says so, with the
  // clinic's phone and WhatsApp.
  await resend.click();
  await expect(resend).toBeDisabled();
  const limit = page.getByRole('alert').filter({ hasText: 'Too many codes requested.' });
  await expect(limit).toBeVisible();
  // The clinic's phone reads as its people write it; the link dials it from anywhere.
  await expect(limit.getByRole('link', { name: 'Call 03-555-0100' })).toHaveAttribute('href', 'tel:+97235550100');
  await expect(limit.getByRole('link', { name: 'Write on WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/97235550100',
  );
  await expect(resend).toBeEnabled({ timeout: 3000 });
  await typeCode(page, await latestCode(request, wire));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/central-clinic\/$/, { timeout: 5000 });

  const other = await context.newPage();
  await other.goto('/central-clinic/');
  await expect(other.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(other.getByRole('link', { name: 'Login' }).first()).toBeAttached();
});

test('the login page speaks Hebrew right to left, with the phone left to right', async ({ page }) => {
  await page.goto('/shalom-clinic/login');
  await expect(page.getByRole('heading', { name: 'התחברות עם WhatsApp' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('textbox', { name: 'מספר טלפון' })).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'שליחת קוד' }).click();
  await expect(page.locator('#login-phone-error')).toHaveText(/זה אינו מספר טלפון של ישראל/);
  // A new number's registration writes it as the clinic's people do, left to right inside the Hebrew line.
  const national = uniqueNational();
  await page.getByRole('textbox', { name: 'מספר טלפון' }).fill(national);
  await page.getByRole('button', { name: 'שליחת קוד' }).click();
  const shown = page.getByRole('dialog').locator('bdi', { hasText: written(national) });
  await expect(shown).toHaveText(written(national));
  await expect(shown).toHaveAttribute('dir', 'ltr');
});

// Each clinic in its own language, and the demo clinic in its Arabic and Russian too (the language cookie).
for (const [tenant, lang] of [
  ['central-clinic', undefined],
  ['shalom-clinic', undefined],
  ['central-clinic', 'ar'],
  ['central-clinic', 'ru'],
] as const) {
  test(`the login page and the registration dialog pass axe checks (${tenant}${lang ? `, ${lang}` : ''})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    if (lang) await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: baseURL! }]);
    await page.goto(`/${tenant}/login`);
    if (lang) await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.locator('#login-phone').fill(uniqueNational());
    // Once the script has taken the drawn screen over: the dial-code menu works (its stand-in is aria-disabled).
    await expect(page.locator('main button[aria-haspopup]')).toBeVisible();
    // The shell's header is checked by its own tests; this one covers the login screen.
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);
    await page.locator('form button[type=submit]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').locator('button[type=submit]').click();
    expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([]);
  });
}

test('on a demo server the code step shows the code, and that code logs in', async ({ page, request }) => {
  const national = uniqueNational();
  await registerThroughApi(request, `972${national}`);
  await page.goto('/central-clinic/login');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(national);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const shown = page.getByText('Demo: your code is');
  await expect(shown).toBeVisible();
  const code = (await page.getByTestId('demo-code').textContent()) ?? '';
  expect(code).toBe(await latestCode(request, `972${national}`));
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/central-clinic\/$/);
});
