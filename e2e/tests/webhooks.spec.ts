import { createHmac } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginThroughApi } from '../support/patients';
import { STAFF_CLINIC, clinicToday, freeTimesToday, patientBooks, staffLogin } from '../support/staff';

// A clinic's receiver on 127.0.0.1 (the demo allows local addresses): it keeps what it is sent.
type Hit = { body: string; signature: string; json: { id: string; type: string; data: Record<string, unknown> } };
const hits: Hit[] = [];
let receiver: Server;
let url = '';

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      hits.push({ body, signature: String(req.headers['x-clinic-signature']), json: JSON.parse(body) as Hit['json'] });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/clinic-events`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

test('an owner adds a webhook endpoint, copies its secret once, sees a signed booking delivered, and removes it', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/${STAFF_CLINIC}/staff?section=webhooks`);
  await staffLogin(page, { email: 'Email', password: 'Password' }, 'owner');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add endpoint' });
  await form.getByLabel('Address (URL)').fill(url);
  await expect(form.getByRole('checkbox', { name: 'Visit booked' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Visit cancelled' }).check();
  await expect(form.getByRole('checkbox', { name: 'Include contact details' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page, 'webhook form');
  await form.getByRole('button', { name: 'Add', exact: true }).click();

  // The secret, once, with a button that copies it.
  const shown = page.getByRole('dialog', { name: 'Signing secret' });
  const secret = await shown.getByLabel('Secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await shown.getByRole('button', { name: 'Copy secret' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shown.getByRole('button', { name: 'Done' }).click();
  const endpoint = page.getByRole('listitem').filter({ hasText: url });
  await expect(endpoint).toContainText('Visit booked · Visit cancelled');
  await expect(endpoint).toContainText('Without contact details');
  expect(await page.content()).not.toContain(secret);

  // A patient books: the receiver gets the event, signed with that secret, without the patient's phone.
  const patient = await loginThroughApi(request, STAFF_CLINIC);
  const [start] = (await freeTimesToday(request, 1)).slice(-6, -5);
  const visitId = await patientBooks(request, patient, clinicToday(), start!);
  await expect.poll(() => hits.filter((hit) => hit.json.data.appointment_id === visitId).length).toBe(1);
  const hit = hits.find((h) => h.json.data.appointment_id === visitId)!;
  expect(hit.json.type).toBe('appointment.booked');
  const [t, v1] = hit.signature.split(',').map((part) => part.split('=')[1]);
  expect(createHmac('sha256', secret).update(`${t}.${hit.body}`).digest('hex')).toBe(v1);
  expect(hit.body).not.toContain(patient.wire);

  // The list shows the delivery.
  await expect(async () => {
    await page.reload();
    await expect(endpoint.getByRole('table')).toContainText('Delivered', { timeout: 1_000 });
  }).toPass();
  await expect(endpoint.getByRole('table')).toContainText('Visit booked');
  await expectNoSeriousA11yViolations(page, 'webhooks list');

  await endpoint.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this endpoint?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(endpoint).toHaveCount(0);
});

test('the webhooks screen speaks Hebrew right to left, and reception has no such section', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'he'));
  await page.goto(`/${STAFF_CLINIC}/staff?section=webhooks`);
  await staffLogin(page, { email: 'אימייל', password: 'סיסמה' }, 'owner');
  await expect(page.getByRole('heading', { level: 1, name: 'וובהוקים' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'הוספת נקודת קצה' }).click();
  await expect(page.getByRole('dialog', { name: 'הוספת נקודת קצה' }).getByLabel('כתובת (URL)')).toHaveAttribute(
    'dir',
    'ltr',
  );
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /יציאה/ }).click();

  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto(`/${STAFF_CLINIC}/staff?section=webhooks`);
  await staffLogin(page, { email: 'Email', password: 'Password' }, 'reception');
  const nav = page.getByRole('navigation', { name: 'Workspace sections' });
  await expect(nav.getByRole('link', { name: 'Agenda' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toHaveCount(0);
});
