import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, tenantToken } from '../support/patients';
import { DEMO_PASSWORD } from '../support/staff';

// The demo clinic `user` (no other browser test books or changes it): its owner sets up a branch, a doctor and a
// treatment, which the patient site then offers; a changed price shows there; a contact message is answered.
const CLINIC = 'user';

test('an owner adds a branch, a doctor and a treatment that the patient site then offers, and changes its price', async ({
  page,
}) => {
  const unique = String(Date.now()).slice(-6);
  const branch = `Harley Street ${unique}`;
  const doctor = `Dr. Iris Bloom ${unique}`;
  const treatment = `Allergy test ${unique}`;

  await page.goto(`/${CLINIC}/staff?section=setup`);
  await page.getByLabel('Email').fill(`owner@${CLINIC}.example`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Clinic setup' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'setup');

  // A branch open on Mondays 09:00 to 17:00.
  await page.getByRole('button', { name: 'Add a branch' }).click();
  const branchForm = page.getByRole('dialog', { name: 'Add a branch' });
  await branchForm.getByLabel('Name (English)').fill(branch);
  await branchForm.getByRole('button', { name: 'Add hours' }).click();
  await expect(branchForm.getByLabel('Day')).toHaveValue('1');
  await expectNoSeriousA11yViolations(page, 'branch form');
  await branchForm.getByRole('button', { name: 'Save' }).click();
  await expect(branchForm).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Branches' })).toContainText(branch);

  // A doctor working there on Mondays.
  await page.getByRole('button', { name: 'Add a doctor' }).click();
  const doctorForm = page.getByRole('dialog', { name: 'Add a doctor' });
  await doctorForm.getByLabel('Name (English)').fill(doctor);
  await doctorForm.getByRole('button', { name: 'Add hours' }).click();
  await doctorForm.getByLabel('Branch').selectOption({ label: branch });
  await doctorForm.getByRole('button', { name: 'Save' }).click();
  await expect(doctorForm).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Doctors', exact: true })).toContainText(doctor);

  // A 20-minute treatment at that branch only.
  await page.getByRole('button', { name: 'Add a treatment' }).click();
  const treatmentForm = page.getByRole('dialog', { name: 'Add a treatment' });
  await treatmentForm.getByLabel('Name (English)').fill(treatment);
  await treatmentForm.getByLabel('Length in minutes (steps of 5)').fill('20');
  await treatmentForm.getByLabel('Price').fill('95');
  const offeredAt = treatmentForm.getByRole('group', { name: 'Offered at' });
  await offeredAt.getByRole('checkbox', { name: 'Marylebone Family Practice' }).uncheck();
  await offeredAt.getByRole('checkbox', { name: branch }).check();
  await treatmentForm.getByRole('button', { name: 'Save' }).click();
  await expect(treatmentForm).toHaveCount(0);

  // The patient site offers it, at that price.
  const patientSite = await page.context().newPage();
  await patientSite.goto(`/${CLINIC}/treatments`);
  const card = patientSite.getByRole('article').filter({ hasText: treatment });
  await expect(card).toContainText('95');

  // A new price shows there on the next load.
  await page.getByRole('button', { name: `Edit ${treatment}` }).click();
  const editForm = page.getByRole('dialog', { name: 'Edit treatment' });
  await editForm.getByLabel('Price').fill('120');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm).toHaveCount(0);
  await patientSite.reload();
  await expect(patientSite.getByRole('article').filter({ hasText: treatment })).toContainText('120');

  // The clinic's own rule: patients change visits online until 2 hours before; kept after a reload, then undone.
  const notice = page.getByLabel('Latest a patient may cancel or move a visit (hours before it)');
  await notice.fill('2');
  await page.getByRole('region', { name: 'Booking rules' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(notice).toHaveValue('2');
  await notice.fill('0');
  await page.getByRole('region', { name: 'Booking rules' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
});

test('reception answers a contact message from the inbox', async ({ page, request }) => {
  const name = `Sam Writer ${String(Date.now()).slice(-6)}`;
  const sent = await request.post('/api/bull36/create_customer_message', {
    headers: { 'x-tenant-token': await tenantToken(request, CLINIC) },
    data: { name, email: 'sam@example.com', phone: '447946012345', message: 'Do you open on Saturdays?' },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();

  await page.goto(`/${CLINIC}/staff?section=inbox`);
  await page.getByLabel('Email').fill(`reception@${CLINIC}.example`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const message = page.getByRole('article', { name: `Message from ${name}` });
  await expect(message).toContainText('Do you open on Saturdays?');
  await expect(message).toContainText('(unread)');
  await expect(message.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/447946012345',
  );
  await expectNoSeriousA11yViolations(page, 'inbox');
  await message.getByRole('button', { name: 'Mark answered' }).click();
  await expect(message).toContainText('(answered)');
  await expect(message).not.toContainText('(unread)');
});
