import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { WHATSAPP_TEST_SECRET } from '../playwright.config';
import { chooseDayAndTime, loginThroughApi, useLoggedIn } from '../support/patients';

// Issue #20 end to end: a booking is confirmed on WhatsApp (the demo outbox) in the patient's
// language, with the clinic's details; the patient answers "confirm" and My appointments shows the visit confirmed.

type OutboxMessage = { id: string; kind: string; text: string; appointment_id?: number };

test('book on the booking page in Hebrew, get the WhatsApp confirmation in Hebrew, reply "confirm" and see the visit confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const patient = await loginThroughApi(request, 'central-clinic', undefined, 'he');
  await useLoggedIn(page, patient);
  // The patient books on the booking page, in Hebrew, as they would: a day with a free time, a time, confirm.
  await page.evaluate(() => localStorage.setItem('language', 'he'));
  await page.goto('/central-clinic/treatments/1/book?branch=38');
  const time = await chooseDayAndTime(page, Math.floor(Math.random() * 40));
  await expect(page.getByText(/^נבחר: /)).toHaveText(new RegExp(`${time}-`));
  await page.getByRole('button', { name: 'אישור ההזמנה' }).click();
  const reference = page.getByTestId('booking-reference');
  await expect(reference).toHaveText(/^\d+$/);
  const appointmentId = Number(await reference.textContent());

  let confirmation: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?phone=${patient.wire}`);
        confirmation = ((await res.json()) as OutboxMessage[]).find((m) => m.kind === 'confirmation');
        return confirmation?.appointment_id;
      },
      { timeout: 30_000 },
    )
    .toBe(appointmentId);
  // The clinic, branch and treatment in the patient's language, and the link to My appointments.
  expect(confirmation!.text).toContain('המרפאה המרכזית: התור שלך נקבע.');
  expect(confirmation!.text).toContain('בדיקה כללית');
  expect(confirmation!.text).toContain('המרפאה המרכזית – דיזנגוף');
  expect(confirmation!.text).toMatch(/\/central-clinic\/my_appointments/);

  // The patient answers on WhatsApp: Meta posts the reply to the webhook, signed with the app secret.
  const payload = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              contacts: [{ profile: { name: 'Patient' }, wa_id: patient.wire }],
              messages: [
                {
                  from: patient.wire,
                  id: `wamid.e2e-${appointmentId}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: 'confirm' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', WHATSAPP_TEST_SECRET).update(payload).digest('hex')}`;
  const unsigned = await request.post('/api/whatsapp/webhook', {
    headers: { 'content-type': 'application/json' },
    data: payload,
  });
  expect(unsigned.status()).toBe(401);
  const posted = await request.post('/api/whatsapp/webhook', {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    data: payload,
  });
  expect(posted.ok(), await posted.text()).toBeTruthy();

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/central-clinic/my_appointments');
  const card = page.getByRole('article').filter({ hasText: `Appointment #${appointmentId}` });
  await expect(card.getByText('Confirmed')).toBeVisible();
});
