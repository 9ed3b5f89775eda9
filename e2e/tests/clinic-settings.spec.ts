import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/patients';
import { DEMO_PASSWORD } from '../support/staff';

// The demo clinic `user` (no other browser test books it): its owner sets the clinic's own reminders (a refusal
// shows beside the reminder it is about), its emergency number and its currency; the patient site's footer and
// prices follow. Everything is set back at the end.
const CLINIC = 'user';

test('an owner sets reminders, the emergency number and the currency, and the patient site follows', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/${CLINIC}/staff?section=setup`);
  await page.getByLabel('Email').fill(`owner@${CLINIC}.example`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const facts = page.getByRole('region', { name: 'Reminders, emergency number and currency' });
  // The setup section loads on demand; on a busy machine that takes a while.
  await expect(facts).toBeVisible({ timeout: 60_000 });
  await expect(
    facts.getByRole('radio', { name: /The usual reminders: 24 hours and 2 hours before the visit/ }),
  ).toBeChecked();

  await facts.getByRole('radio', { name: "The clinic's own reminders" }).check();
  const first = facts.getByLabel('Reminder 1', { exact: true });
  await expect(first).toHaveValue('24');
  await first.fill('400');
  await facts.getByLabel('Emergency number').fill('112');
  await facts.getByLabel('Currency of prices').selectOption('EUR');
  await expectNoSeriousA11yViolations(page, 'reminders, emergency number and currency');
  await facts.getByRole('button', { name: 'Save' }).click();
  // 400 hours is more than 14 days: said under that reminder, which is marked, and nothing is saved.
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(facts.getByRole('alert')).toContainText('5 minutes to 14 days');

  await first.fill('3');
  await facts.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(facts.getByLabel('Reminder 1', { exact: true })).toHaveValue('3');
  await expect(facts.getByLabel('Emergency number')).toHaveValue('112');

  try {
    const patientSite = await context.newPage();
    await patientSite.goto(`/${CLINIC}/treatments`);
    await expect(patientSite.getByRole('article').first()).toContainText('€');
    await expect(patientSite.getByRole('article').filter({ hasText: '₪' })).toHaveCount(0);
    const call = patientSite.getByRole('contentinfo').getByRole('link', { name: 'Call 112' });
    await expect(call).toHaveAttribute('href', 'tel:112');
  } finally {
    await facts.getByRole('radio', { name: /The usual reminders/ }).check();
    await facts.getByLabel('Emergency number').fill('');
    await facts.getByLabel('Currency of prices').selectOption('ILS');
    await facts.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
  }
});
