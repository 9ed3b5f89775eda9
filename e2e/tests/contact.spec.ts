import { expect, test } from '@playwright/test';

const T = '/central-clinic';

test('all fields are required, the email is checked and the phone takes digits only', async ({ page }) => {
  await page.goto(`${T}/contact`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByText('Please enter your phone number')).toBeVisible();
  await expect(page.getByText('Please enter your message')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();

  await page.getByLabel('Email').fill('noa@');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  const phone = page.getByLabel('Phone number');
  await phone.pressSequentially('05a0-123 456789');
  await expect(phone).toHaveValue('0501234567');
});

test('sends the message with the dial code and shows the success message', async ({ page }) => {
  await page.goto(`${T}/contact`);
  await page.getByLabel('Full name').fill('Noa Levi');
  await page.getByLabel('Email').fill('noa@example.com');
  await page.getByLabel('Country code').selectOption('GB');
  await page.getByLabel('Phone number').fill('7946012345');
  await page.getByLabel('Message').fill('Do you have evening hours?');
  const sent = page.waitForRequest('**/api/bull36/create_customer_message');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toEqual({
    name: 'Noa Levi',
    email: 'noa@example.com',
    phone: '447946012345',
    message: 'Do you have evening hours?',
  });
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test('failures: no answer, and an answer without success', async ({ page }) => {
  let mode: 'abort' | 'fail' = 'abort';
  await page.route('**/api/bull36/create_customer_message', (route) =>
    mode === 'abort' ? route.abort() : route.fulfill({ json: { success: 0, message: '' } }),
  );
  await page.goto(`${T}/contact`);
  await page.getByLabel('Full name').fill('Noa');
  await page.getByLabel('Email').fill('noa@example.com');
  await page.getByLabel('Phone number').fill('0501234567');
  await page.getByLabel('Message').fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to submit form. Please try again later.');
  mode = 'fail';
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to send message');
});

test('info cards with phone, email, opening hours and the main location', async ({ page }) => {
  await page.goto(`${T}/contact`);
  const info = page.getByRole('complementary', { name: 'Get in touch' });
  // The clinic's phone as its people write it; the link dials it from anywhere.
  await expect(info.getByRole('link', { name: '03-555-0100', exact: true })).toHaveAttribute(
    'href',
    'tel:+97235550100',
  );
  await expect(info.getByRole('link', { name: 'info@central-clinic.example' })).toHaveAttribute(
    'href',
    'mailto:info@central-clinic.example',
  );
  // The opening hours are the branches' own (clinic-facts.spec.ts looks at them closely).
  await expect(info.getByRole('region', { name: 'Central Clinic – Dizengoff' })).toContainText(
    'Sun – Thu08:00 - 20:00',
  );
  await expect(info.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir\/.*120%20Dizengoff/,
  );
});

test('in Hebrew, right to left, with Hebrew messages', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'he'));
  await page.goto(`${T}/contact`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'צרו קשר' })).toBeVisible();
  await page.getByRole('button', { name: 'שליחת הודעה' }).click();
  await expect(page.getByText('אנא הזינו את שמכם')).toBeVisible();
  await page.getByLabel('שם מלא').fill('נועה');
  await page.getByLabel('דוא״ל').fill('noa@example.com');
  await page.getByLabel('מספר טלפון').fill('0501234567');
  await page.getByLabel('הודעה').fill('שלום');
  await page.getByRole('button', { name: 'שליחת הודעה' }).click();
  await expect(page.getByText('תודה! ההודעה נשלחה. נחזור אליכם בהקדם.')).toBeVisible();
});
