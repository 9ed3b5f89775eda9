import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { quietDay, staffToken } from '../support/insights-data';
import { STAFF_CLINIC, staffLogin } from '../support/staff';
import {
  bookThroughApi,
  expectNoSeriousA11yViolations,
  findFreeTimes,
  loginThroughApi,
  tenantToken,
  uniqueNational,
  useLoggedIn,
} from '../support/patients';

// Issue #33's data rights: on My appointments a patient downloads everything the clinic holds about them (the file's
// JSON checked) and erases it after a fresh code by WhatsApp; the phone then logs in as a new patient with no
// visits. Branch 41's ECG (treatment 4): no other browser test books it.

test('a patient downloads their data, then erases it and the phone starts over as a new patient', async ({
  page,
  request,
}) => {
  const patient = await loginThroughApi(request);
  const free = await findFreeTimes(request, { branch: 41, treatment: 4, need: 3 });
  const start = free.times[Math.floor(Math.random() * free.times.length)]!;
  const visitId = await bookThroughApi(request, patient, {
    branch: 41,
    treatment: 4,
    date: free.date,
    start,
    end: start,
  });
  await useLoggedIn(page, patient);
  await page.goto('/central-clinic/my_appointments');
  const myData = page.getByRole('region', { name: 'My data' });
  await expect(myData).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my data', '#my-data');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    myData.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^central-clinic-patient-${patient.customerId}-data-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    format: string;
    patient: { id: number; name: string; phone: string };
    visits: { id: number; treatment: string; status: string }[];
    messages: { kind: string }[];
  };
  expect(data.format).toBe('clinic-data-export/1');
  expect(data.patient).toMatchObject({
    id: Number(patient.customerId),
    name: 'Test Patient',
    phone: `+${patient.wire}`,
  });
  expect(data.visits).toEqual([expect.objectContaining({ id: Number(visitId), treatment: 'ECG', status: 'active' })]);
  await expect(myData.getByRole('status')).toContainText('Your data was saved as central-clinic-patient-');

  await myData.getByRole('button', { name: 'Erase my data…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase my data' });
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'erase dialog', '[role="alertdialog"]');
  await dialog.getByRole('button', { name: 'Send me a code by WhatsApp' }).click();
  const code = (await dialog.getByTestId('demo-code').textContent())!;
  await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Confirm the code' }).click();
  await expect(dialog.getByText('Code confirmed. Erase all your data now?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Erase everything' }).click();
  await expect(page.getByRole('heading', { name: 'Your data has been erased' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  // The old session is over, and the phone is unknown: logging in with it registers a new patient.
  const old = await request.get('/api/me/export', {
    headers: { 'x-tenant-token': await tenantToken(request), authorization: `Bearer ${patient.token}` },
  });
  expect(old.status()).toBe(401);
  const again = await loginThroughApi(request, 'central-clinic', patient.wire);
  expect(again.customerId).not.toBe(patient.customerId);
  await useLoggedIn(page, again);
  await page.goto('/central-clinic/my_appointments');
  await page.getByRole('tab', { name: 'Upcoming Booking' }).click();
  await expect(page.getByText('You have no upcoming appointments.')).toBeVisible();
});

test('Hebrew: My data speaks Hebrew and the erase dialog explains what is kept', async ({ page, request }) => {
  const patient = await loginThroughApi(request, 'central-clinic', undefined, 'he');
  await useLoggedIn(page, patient);
  await page.evaluate(() => localStorage.setItem('language', 'he'));
  await page.goto('/central-clinic/my_appointments');
  const myData = page.getByRole('region', { name: 'המידע שלי' });
  await expect(myData.getByRole('button', { name: 'הורדת המידע שלי' })).toBeVisible();
  await myData.getByRole('button', { name: 'מחיקת המידע שלי…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'מחיקת המידע שלי' });
  await expect(dialog.getByText('לא ניתן לבטל פעולה זו.')).toBeVisible();
  await dialog.getByRole('button', { name: 'השארת המידע' }).click();
  await expect(dialog).toBeHidden();
});

test("an owner exports a patient's data at the desk, then erases the patient", async ({ page, request }) => {
  const token = await staffToken(request, 'owner');
  const name = `Desk Erasure ${uniqueNational()}`;
  const phone = `972${uniqueNational()}`;
  const added = await request.post('/api/staff/patients', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, phone },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  const patientId = ((await added.json()) as { id: number }).id;
  const booked = await request.post('/api/staff/appointments', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      patient_id: patientId,
      branch_id: 1,
      treatment_id: 1,
      doctor_id: 1,
      date: quietDay(100, 190),
      start_time: '09:00',
    },
  });
  expect(booked.ok(), await booked.text()).toBeTruthy();

  await page.goto(`/${STAFF_CLINIC}/staff?section=patients`);
  await staffLogin(page, { email: 'Email', password: 'Password' }, 'owner');
  await page.getByLabel('Find a patient by name or phone').fill(name);
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const card = page.getByRole('dialog', { name });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Export data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${STAFF_CLINIC}-patient-${patientId}-data-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    format: string;
    patient: { id: number; name: string; phone: string };
    visits: { status: string }[];
  };
  expect(data.format).toBe('clinic-data-export/1');
  expect(data.patient).toMatchObject({ id: patientId, name, phone: `+${phone}` });
  expect(data.visits).toEqual([expect.objectContaining({ status: 'active' })]);
  await expect(page.getByText(`Saved as ${download.suggestedFilename()}.`)).toBeVisible();

  await card.getByRole('button', { name: 'Erase data…' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Erase the data of ${name}?` });
  await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Erase the patient' }).click();
  await expect(page.getByText('The patient was erased; 1 upcoming visits were cancelled.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('dialog').getByText("This patient's data was erased.")).toBeVisible();

  // The desk searching the phone finds nobody.
  const found = await request.get(`/api/staff/patients?q=${phone}`, { headers: { authorization: `Bearer ${token}` } });
  expect(found.ok(), await found.text()).toBeTruthy();
  expect(JSON.stringify(await found.json())).not.toContain(phone);
});
