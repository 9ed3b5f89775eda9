import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  chooseDayAndTime,
  expectNoSeriousA11yViolations,
  loginThroughApi,
  tenantToken,
  useLoggedIn,
} from '../support/patients';
import { typeClinicTime } from '../support/clinic-fields';

// The clinic `fresh-start` is made empty by `clinic:create` on the command line before the server starts
// (playwright.config.ts): its owner sets it up from the workspace alone, as a new clinic would.
const CLINIC = 'fresh-start';
const OWNER = { email: 'nora@fresh-start.example', password: 'fresh-start-password' };

async function ownerLogsIn(page: Page, section = 'setup') {
  await page.goto(`/${CLINIC}/staff?section=${section}`);
  // By id: the same login in either language.
  await page.locator('#staff-email').fill(OWNER.email);
  await page.locator('#staff-password').fill(OWNER.password);
  await page.keyboard.press('Enter');
}

/** The id of the patient site's record (a treatment, a branch) with this name. */
async function idOnPatientSite(request: APIRequestContext, path: string, name: string) {
  const res = await request.get(path, { headers: { 'x-tenant-token': await tenantToken(request, CLINIC) } });
  const list = ((await res.json()) as { data: Array<{ id: number | string; name: string }> }).data;
  return list.find((record) => record.name === name)!.id;
}

test('a new owner sets up the clinic, a patient books and pays, a receptionist joins, a message is answered and a visit refunded', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const branch = 'Riverside';
  const doctor = 'Dr. Maya Stone';
  const treatment = 'First consultation';

  await ownerLogsIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Clinic setup' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Staff' })).toContainText(OWNER.email);
  await expectNoSeriousA11yViolations(page, 'setup of a new clinic');

  // A branch open on Mondays 09:00 to 17:00.
  await page.getByRole('button', { name: 'Add a branch' }).click();
  const branchForm = page.getByRole('dialog', { name: 'Add a branch' });
  await branchForm.getByLabel('Name (English)').fill(branch);
  await branchForm.getByRole('button', { name: 'Add hours' }).click();
  await expect(branchForm.getByLabel('Day')).toHaveValue('1');
  await branchForm.getByRole('button', { name: 'Save' }).click();
  await expect(branchForm).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Branches' })).toContainText(branch);

  // A doctor working there on Mondays.
  await page.getByRole('button', { name: 'Add a doctor' }).click();
  const doctorForm = page.getByRole('dialog', { name: 'Add a doctor' });
  await doctorForm.getByLabel('Name (English)').fill(doctor);
  await doctorForm.getByRole('button', { name: 'Add hours' }).click();
  await doctorForm.getByLabel('Branch').selectOption({ label: branch });
  await expectNoSeriousA11yViolations(page, 'doctor form');
  await doctorForm.getByRole('button', { name: 'Save' }).click();
  await expect(doctorForm).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Doctors', exact: true })).toContainText(doctor);

  // A 20-minute treatment paid online when booked. A length off the 5-minute steps is refused beside its field.
  await page.getByRole('button', { name: 'Add a treatment' }).click();
  const treatmentForm = page.getByRole('dialog', { name: 'Add a treatment' });
  await treatmentForm.getByLabel('Name (English)').fill(treatment);
  await treatmentForm.getByLabel('Price').fill('95');
  await treatmentForm.getByLabel('Paid online when booked').check();
  await expect(
    treatmentForm.getByRole('group', { name: 'Offered at' }).getByRole('checkbox', { name: branch }),
  ).toBeChecked();
  await treatmentForm.getByLabel('Length in minutes (steps of 5)').fill('20');
  await expectNoSeriousA11yViolations(page, 'treatment form');
  await treatmentForm.getByRole('button', { name: 'Save' }).click();
  await expect(treatmentForm).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Treatments' })).toContainText(treatment);

  // The booking rules form, with its hints.
  const rules = page.getByRole('region', { name: 'Booking rules' });
  await expect(rules.getByLabel('How far ahead patients may book (days)')).toHaveValue('30');
  await expect(rules.getByLabel('Shortest notice to book or move a visit (minutes)')).toHaveValue('0');

  // The patient site offers it at its price, and at a new price on the next load.
  const patientPage = await page.context().newPage();
  const patient = await loginThroughApi(request, CLINIC);
  await useLoggedIn(patientPage, patient, CLINIC);
  await patientPage.goto(`/${CLINIC}/treatments`);
  await expect(patientPage.getByRole('article').filter({ hasText: treatment })).toContainText('95');
  await page.getByRole('button', { name: `Edit ${treatment}` }).click();
  const editForm = page.getByRole('dialog', { name: 'Edit treatment' });
  await editForm.getByLabel('Price').fill('120');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm).toHaveCount(0);
  await patientPage.reload();
  await expect(patientPage.getByRole('article').filter({ hasText: treatment })).toContainText('120');

  // The patient books it on the site and pays by card (the sandbox payment company).
  const treatmentId = await idOnPatientSite(request, '/api/treatments', treatment);
  const branchId = await idOnPatientSite(request, '/api/clinics', branch);
  await patientPage.goto(`/${CLINIC}/treatments/${treatmentId}/book?branch=${branchId}`);
  await chooseDayAndTime(patientPage, 0);
  await patientPage.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(patientPage.getByRole('heading', { name: 'Appointment summary' })).toBeVisible();
  await patientPage.getByLabel('Cardholder name').fill('Dana Levi');
  await patientPage.getByLabel('Card number').fill('4242 4242 4242 4242');
  await patientPage.getByLabel('Expiry month').selectOption('12');
  await patientPage.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await patientPage.getByLabel('CVC').fill('123');
  await patientPage.getByRole('button', { name: 'Pay now' }).click();
  await expect(patientPage.getByTestId('booking-reference')).toHaveText(/^\d+$/);
  const visitId = (await patientPage.getByTestId('booking-reference').textContent())!;

  // The owner invites a receptionist; the link is shown to send, and kept in the demo's staff outbox.
  await page.getByRole('button', { name: 'Invite a staff member' }).click();
  const inviteForm = page.getByRole('dialog', { name: 'Invite a staff member' });
  await inviteForm.getByLabel('Email').fill('Rina@fresh-start.example');
  await expect(inviteForm.getByLabel('Role')).toHaveValue('reception');
  await expectNoSeriousA11yViolations(page, 'invitation form');
  await inviteForm.getByRole('button', { name: 'Save' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Invitation link' });
  const link = await linkDialog.getByLabel('Link to send').inputValue();
  expect(link).toMatch(new RegExp(`/${CLINIC}/staff#invitation=inv_`));
  const outbox = await request.get('/api/dev/staff_outbox?email=rina@fresh-start.example');
  expect(((await outbox.json()) as Array<{ link: string }>)[0]?.link).toBe(link);
  await linkDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('region', { name: 'Staff' })).toContainText('rina@fresh-start.example');

  // The receptionist opens it on another browser, chooses name and password, and is in the workspace.
  const desk = await (await browser.newContext()).newPage();
  await desk.goto(link);
  await expect(desk.getByRole('heading', { name: 'Join Fresh Start Clinic' })).toBeVisible();
  await expectNoSeriousA11yViolations(desk, 'invitation page');
  await desk.getByLabel('Your name').fill('Rina Desk');
  await desk.getByLabel('Password').fill('rina-at-the-desk');
  await desk.getByRole('button', { name: 'Create my account' }).click();
  const deskNav = desk.getByRole('navigation', { name: 'Workspace sections' });
  await expect(deskNav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(deskNav.getByRole('link', { name: 'Setup' })).toHaveCount(0);
  // The link opened one account: used again, it says so.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await expect(again.getByText('This invitation link was already used.')).toBeVisible();

  // A contact message reaches the new clinic; the receptionist answers it.
  const sent = await request.post('/api/bull36/create_customer_message', {
    headers: { 'x-tenant-token': await tenantToken(request, CLINIC) },
    data: { name: 'Avi Asker', email: 'avi@example.com', phone: '447946012399', message: 'Is there parking?' },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  await desk.goto(`/${CLINIC}/staff?section=inbox`);
  const message = desk.getByRole('article', { name: 'Message from Avi Asker' });
  await expect(message).toContainText('Is there parking?');
  await expectNoSeriousA11yViolations(desk, 'inbox');
  await message.getByRole('button', { name: 'Mark answered' }).click();
  await expect(message).toContainText('(answered)');

  // The owner refunds the paid visit; the patient sees it refunded.
  await page.goto(`/${CLINIC}/staff?section=payments`);
  await page.getByRole('button', { name: 'Refund Test Patient' }).click();
  // All that is left, with a reason; money given back cannot be taken again: the refund waits for a yes.
  const refund = page.getByRole('dialog', { name: 'Refund Test Patient' });
  await refund.getByLabel('Reason for the refund').fill('Visit not needed');
  await refund.getByRole('button', { name: 'Review refund' }).click();
  await expect(refund.getByText(/^Give back \D*[\d,]+\.00\D* to Test Patient\?$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'payments');
  await refund.getByRole('button', { name: 'Yes, refund', exact: true }).click();
  await expect(page.getByText(/^Refunded \D*[\d,]+\.00\D*\.$/)).toBeVisible();
  await patientPage.goto(`/${CLINIC}/my_appointments`);
  await expect(patientPage.getByRole('article').filter({ hasText: `Appointment #${visitId}` })).toContainText(
    'Refunded',
  );
});

test('the same setup screens in Hebrew, right to left, with a refusal beside its field', async ({ page }) => {
  await page.goto(`/${CLINIC}/staff`);
  await page.evaluate(() => localStorage.setItem('language', 'he'));
  await ownerLogsIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'הגדרות המרפאה' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'כללי הזמנה' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'צוות' })).toContainText(OWNER.email);
  await expectNoSeriousA11yViolations(page, 'setup in Hebrew');

  // Hours that end before they start: the server's refusal is shown under that row, in Hebrew.
  await page.getByRole('button', { name: 'הוספת סניף' }).click();
  const branchForm = page.getByRole('dialog', { name: 'הוספת סניף' });
  await branchForm.getByLabel('שם (אנגלית)').fill('Centre');
  await branchForm.getByLabel('שם (עברית)').fill('סניף המרכז');
  await branchForm.getByRole('button', { name: 'הוספת שעות' }).click();
  const ends = branchForm.getByRole('group', { name: 'עד שעה' });
  await typeClinicTime(ends, '08:00');
  await branchForm.getByRole('button', { name: 'שמירה' }).click();
  const refusal = branchForm.getByRole('alert').filter({ hasText: 'שעת הסיום חייבת להיות אחרי שעת ההתחלה' });
  await expect(refusal).toBeVisible();
  await expect(ends.getByRole('spinbutton').first()).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, 'branch form in Hebrew');
  await branchForm.getByRole('button', { name: 'ביטול' }).click();

  for (const [add, label] of [
    ['הוספת רופא/ה', 'doctor form in Hebrew'],
    ['הוספת טיפול', 'treatment form in Hebrew'],
    ['הזמנת איש/אשת צוות', 'invitation form in Hebrew'],
  ] as const) {
    await page.getByRole('button', { name: add }).click();
    await expect(page.getByRole('dialog', { name: add })).toBeVisible();
    await expectNoSeriousA11yViolations(page, label);
    await page.getByRole('dialog', { name: add }).getByRole('button', { name: 'ביטול' }).click();
  }
});
