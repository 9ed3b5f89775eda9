import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginThroughApi, uniqueNational } from '../support/patients';
import { STAFF_CLINIC, clinicDaysAhead, clinicToday, freeTimesToday, patientBooks, staffLogin } from '../support/staff';
import { typeClinicDate, typeClinicTime } from '../support/clinic-fields';
import { dayWithFreeTimes } from '../support/desk-visits';

const tomorrow = () => clinicDaysAhead(1);

test('a receptionist runs the day: a visit booked on the site appears live, arrives, a phoned-in patient is booked, a visit moves by keyboard, an hour is blocked', async ({
  page,
  request,
}) => {
  // Today, unless the evening leaves too few times for the day's work below (then tomorrow).
  const { date: day, free } = await dayWithFreeTimes(request, 1, 12);
  await page.goto(`/${STAFF_CLINIC}/staff?date=${day}&branch=1&view=day`);
  await staffLogin(page, { email: 'Email', password: 'Password' });
  await expect(page.getByRole('heading', { level: 1, name: /^Agenda for/ })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'agenda');

  // A patient books on the site while the agenda is open: it appears without a reload.
  const patient = await loginThroughApi(request, STAFF_CLINIC);
  const [start] = free.slice(2);
  const visitId = await patientBooks(request, patient, day, start!);
  const visit = page.locator(`[data-visit-id="${visitId}"]`);
  await expect(visit).toContainText(`${start} Test Patient`, { timeout: 3_000 });
  await expect(visit).toContainText('Booked');

  // Mark it arrived (a visit of tomorrow cannot be, and the dialog says why).
  await visit.click();
  const dialog = page.getByRole('dialog', { name: `Visit at ${start}` });
  await expectNoSeriousA11yViolations(page, 'visit dialog');
  const arrived = dialog.getByRole('button', { name: 'Arrived' });
  if (day === clinicToday()) {
    await arrived.click();
    await expect(dialog).toHaveCount(0);
    await expect(visit).toContainText('Arrived');
  } else {
    await expect(arrived).toBeDisabled();
    await expect(arrived).toHaveAccessibleDescription('Arrived: available on the day of the visit.');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toHaveCount(0);
  }

  // Book a patient who phoned: added at the desk, any doctor, the first free time.
  await page.getByRole('button', { name: 'Book a visit' }).click();
  const book = page.getByRole('dialog', { name: 'Book a visit' });
  await book.getByRole('button', { name: 'New patient' }).click();
  await book.getByLabel('Full name').fill('Phoned Patient');
  const phonedNational = uniqueNational();
  await book.getByLabel('Phone (as the patient says it, or with the country code)').fill(`972${phonedNational}`);
  await book.getByRole('button', { name: 'Add patient' }).click();
  await expect(book).toContainText('Patient: Phoned Patient');
  await book.getByLabel('Treatment').selectOption({ label: 'Dressing change' });
  const bookTime = book.getByLabel('Time', { exact: true });
  await expect(bookTime.locator('option')).not.toHaveCount(1);
  const booked = (await bookTime.locator('option').nth(4).getAttribute('value'))!;
  await bookTime.selectOption(booked);
  await book.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(book).toHaveCount(0);
  const phoned = page.getByRole('button', { name: new RegExp(`^${booked} Phoned Patient`) });
  await expect(phoned).toBeVisible();

  // Move it with the keyboard alone: open it, Move, a later free time, Move.
  await phoned.focus();
  await page.keyboard.press('Enter');
  const moveDialog = page.getByRole('dialog', { name: `Visit at ${booked}` });
  await moveDialog.getByRole('button', { name: 'Move' }).focus();
  await page.keyboard.press('Enter');
  const newTime = moveDialog.getByLabel('New time');
  await expect(newTime.locator('option')).not.toHaveCount(1);
  const later = (await newTime.locator('option').nth(8).getAttribute('value'))!;
  await newTime.focus();
  await newTime.selectOption(later);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(moveDialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^${later} Phoned Patient`) })).toBeVisible();

  // On paper the day is a list, with the phone numbers.
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByRole('table');
  await expect(printed).toContainText('Phoned Patient');
  await expect(printed).toContainText('Dressing change');
  // The clinic's country is unknown (no phone, a zone of no country): an Israeli mobile is written internationally.
  const [, prefix, middle, last] = /^(\d{2})(\d{3})(\d{4})$/.exec(phonedNational)!;
  await expect(printed).toContainText(`+972 ${prefix}-${middle}-${last}`);
  await expect(page.getByRole('button', { name: 'Book a visit' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Block tomorrow 10:00 to 11:00 for the whole branch: the patient site stops offering it at once.
  const before = await freeTimesToday(request, 2, tomorrow());
  expect(before).toContain('10:00');
  await page.getByRole('button', { name: 'Block time' }).click();
  const block = page.getByRole('dialog', { name: 'Block time' });
  await block.getByLabel('Block for').selectOption({ label: 'The whole branch' });
  await typeClinicDate(block.getByRole('group', { name: 'From date' }), tomorrow());
  await typeClinicDate(block.getByRole('group', { name: 'To date' }), tomorrow());
  await typeClinicTime(block.getByRole('group', { name: 'From time' }), '10:00');
  await typeClinicTime(block.getByRole('group', { name: 'To time' }), '11:00');
  await block.getByLabel('Reason').fill('Fire drill');
  await expectNoSeriousA11yViolations(page, 'block dialog');
  await block.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(block).toHaveCount(0);
  const after = await freeTimesToday(request, 2, tomorrow());
  expect(after.filter((time) => time >= '10:00' && time < '11:00')).toEqual([]);
  expect(after).toContain('11:00');
});

test('the agenda in Hebrew runs right to left, its columns mirrored', async ({ page, request }) => {
  const { date: day, free } = await dayWithFreeTimes(request, 1, 3);
  const patient = await loginThroughApi(request, STAFF_CLINIC);
  const [start] = free.slice(-3);
  const visitId = await patientBooks(request, patient, day, start!);

  await page.addInitScript(() => localStorage.setItem('language', 'he'));
  await page.goto(`/${STAFF_CLINIC}/staff?date=${day}&branch=1`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await staffLogin(page, { email: 'אימייל', password: 'סיסמה' });
  await expect(page.getByRole('heading', { level: 1, name: /^יומן ל-/ })).toBeVisible();

  // The first doctor's column is on the right.
  const first = await page.getByRole('heading', { level: 2, name: 'ד"ר מאיה סטון' }).boundingBox();
  const second = await page.getByRole('heading', { level: 2, name: 'ד"ר עומר גל' }).boundingBox();
  expect(first!.x).toBeGreaterThan(second!.x);

  const visit = page.locator(`[data-visit-id="${visitId}"]`);
  await expect(visit).toContainText('נקבע');
  await visit.click();
  const dialog = page.getByRole('dialog', { name: `תור בשעה ${start}` });
  const arrived = dialog.getByRole('button', { name: 'הגיע/ה', exact: true });
  // A visit of tomorrow (late in the evening) cannot be marked yet, and the dialog says why.
  if (day === clinicToday()) {
    await arrived.click();
    await expect(visit).toContainText('הגיע/ה');
  } else {
    await expect(arrived).toBeDisabled();
    await expect(dialog).toContainText('הגיע/ה: זמין ביום התור.');
  }
  await expectNoSeriousA11yViolations(page, 'Hebrew agenda');
});

test('an owner finds a patient, notes them, and reads who did what in the audit log', async ({ page, request }) => {
  // The receptionist adds a patient (through the API, as the desk's dialog does).
  const login = await request.post('/api/staff/login', {
    data: { clinic: STAFF_CLINIC, email: `reception@${STAFF_CLINIC}.example`, password: 'demo-password' },
  });
  const { token } = (await login.json()) as { token: string };
  const name = `Audit Patient ${uniqueNational()}`;
  const added = await request.post('/api/staff/patients', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, phone: `972${uniqueNational()}` },
  });
  expect(added.ok(), await added.text()).toBeTruthy();

  await page.goto(`/${STAFF_CLINIC}/staff`);
  await staffLogin(page, { email: 'Email', password: 'Password' }, 'owner');
  await page.getByRole('navigation', { name: 'Workspace sections' }).getByRole('link', { name: 'Patients' }).click();
  await page.getByLabel('Find a patient by name or phone').fill(name);
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const card = page.getByRole('dialog', { name });
  await card.getByLabel('Notes for staff (never shown to the patient)').fill('Prefers mornings');
  await card.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes saved.')).toBeVisible();
  await card.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption({ label: "Changed a patient's notes" });
  const row = page.getByRole('row').filter({ hasText: 'Prefers mornings' });
  await expect(row).toContainText(`Demo owner changed the notes on ${name}`);
  await page.getByLabel('Action').selectOption({ label: 'Added a patient' });
  await expect(page.getByRole('row').filter({ hasText: 'Demo reception' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'audit log');
});

test('a doctor turns on two-step login with the QR key and logs in with a code', async ({ page }) => {
  const { Secret, TOTP } = await import('otpauth');
  await page.goto(`/${STAFF_CLINIC}/staff`);
  await staffLogin(page, { email: 'Email', password: 'Password' }, 'doctor');
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByText('Two-step login is off for your account.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step login' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  // The authenticator's code now, or its next one (accepted for clocks a little apart): each code is taken once.
  const code = (step: 'now' | 'next' = 'now') =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: Date.now() + (step === 'next' ? 30_000 : 0),
    });
  await page.getByLabel('Code').fill(code());
  await page.getByRole('button', { name: 'Turn on' }).click();
  const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  const recoveryCode = (await recoveryCodes.first().textContent())!.trim();
  await expectNoSeriousA11yViolations(page, 'two-step login');

  await page.getByRole('button', { name: 'Log out' }).click();
  await staffLogin(page, { email: 'Email', password: 'Password' }, 'doctor');
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is not right. Please try again.');
  await page.getByLabel('Code').fill(code('next'));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Back where it was (the address kept the section), logged in.
  await expect(page.getByText('Two-step login is on for your account.')).toBeVisible();
  await page.getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Agenda for/ })).toBeVisible();

  // Off again, with a recovery code: the account is as the demo made it.
  await page.getByRole('link', { name: 'My account' }).click();
  await page.getByLabel('Code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Turn off two-step login' }).click();
  await expect(page.getByText('Two-step login is off for your account.')).toBeVisible();
});
