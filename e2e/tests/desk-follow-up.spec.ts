import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { WHATSAPP_TEST_SECRET } from '../playwright.config';
import { expectNoSeriousA11yViolations, loginThroughApi, tenantToken, uniqueNational } from '../support/patients';
import { STAFF_CLINIC, clinicDaysAhead, staffLogin } from '../support/staff';
import { deskApi } from '../support/staff-desk';
import { deskVisitsOf } from '@clinic/contract/staff/agenda-visits';
import type { TAgenda } from '@clinic/contract/staff/staff-agenda';

// Issue #30: the front desk's two follow-up screens. The waitlist lists who waits for what; the desk books one
// from their entry (the Book dialog filled in, the entry then served) and removes another with a reason. A
// WhatsApp message WhatsApp could not deliver (its failed delivery status, signed as Meta signs it) is listed with
// why in plain words, the patient's phone to call, and a link that opens the visit in the agenda.

const LANGS = {
  en: {
    email: 'Email',
    password: 'Password',
    waitlist: 'Waitlist',
    undelivered: 'Undelivered messages',
    heading: 'Messages WhatsApp could not deliver',
    book: (name: string) => `Book ${name}`,
    bookTitle: 'Book a visit',
    time: 'Time',
    submit: 'Book',
    served: (name: string) => `${name} left the waitlist, served.`,
    remove: (name: string) => `Remove ${name}…`,
    removeTitle: (name: string) => `Remove ${name} from the waitlist`,
    reason: 'Reason',
    confirmRemove: 'Remove from the waitlist',
    removed: (name: string) => `${name} was removed from the waitlist.`,
    about: (name: string) => `Message to ${name}`,
    why: 'The number is not on WhatsApp, or the phone could not receive the message.',
    kind: 'Booking confirmation',
    call: (name: string) => `Call ${name}`,
    openVisit: 'Open the visit in the agenda',
    visit: (time: string) => `Visit at ${time}`,
  },
  he: {
    email: 'אימייל',
    password: 'סיסמה',
    waitlist: 'רשימת המתנה',
    undelivered: 'הודעות שלא נמסרו',
    heading: 'הודעות שוואטסאפ לא הצליח למסור',
    book: (name: string) => `קביעת תור ל${name}`,
    bookTitle: 'קביעת תור',
    time: 'שעה',
    submit: 'קביעה',
    served: (name: string) => `${name} יצא/ה מרשימת ההמתנה לאחר שקיבל/ה שירות.`,
    remove: (name: string) => `הסרת ${name}…`,
    removeTitle: (name: string) => `הסרת ${name} מרשימת ההמתנה`,
    reason: 'סיבה',
    confirmRemove: 'הסרה מרשימת ההמתנה',
    removed: (name: string) => `${name} הוסר/ה מרשימת ההמתנה.`,
    about: (name: string) => `הודעה אל ${name}`,
    why: 'המספר אינו בוואטסאפ, או שהטלפון לא יכול היה לקבל את ההודעה.',
    kind: 'אישור קביעת תור',
    call: (name: string) => `התקשרות אל ${name}`,
    openVisit: 'פתיחת התור ביומן',
    visit: (time: string) => `תור בשעה ${time}`,
  },
} as const;

/** A patient of the staff tests' clinic joins the waitlist of a consultation for two days; answers the entry's id. */
async function joinsWaitlist(request: APIRequestContext, name: string, date: string, until: string) {
  const patient = await loginThroughApi(request, STAFF_CLINIC, undefined, undefined, name);
  const res = await request.post('/api/waitlist', {
    headers: { 'x-tenant-token': await tenantToken(request, STAFF_CLINIC), authorization: `Bearer ${patient.token}` },
    data: { branch: 1, appointments_type_id: 1, date, until },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { entry: { id: number } }).entry.id;
}

for (const lang of ['en', 'he'] as const) {
  test(`(${lang}) the waitlist: book a patient from their entry, remove another with a reason`, async ({
    page,
    request,
  }) => {
    test.slow();
    const text = LANGS[lang];
    const tag = `${lang.toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
    const [first, second] = [`Wait First ${tag}`, `Wait Second ${tag}`];
    const date = clinicDaysAhead(lang === 'en' ? 21 : 22);
    const until = clinicDaysAhead(lang === 'en' ? 23 : 24);
    const firstId = await joinsWaitlist(request, first, date, until);
    const secondId = await joinsWaitlist(request, second, date, date);

    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await page.goto(`/${STAFF_CLINIC}/staff?section=waitlist`);
    await staffLogin(page, text, 'reception');
    await expect(page.getByRole('heading', { level: 1, name: text.waitlist })).toBeVisible();
    await expect(page.getByRole('link', { name: text.waitlist, exact: true })).toHaveAttribute('aria-current', 'page');
    if (lang === 'he') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const firstRow = page.locator(`[data-entry-id="${firstId}"]`);
    const secondRow = page.locator(`[data-entry-id="${secondId}"]`);
    await expect(firstRow).toContainText(first);
    await expect(firstRow.locator('a[href^="tel:+972"]')).toBeVisible();
    await expect(secondRow).toContainText(second);
    await expectNoSeriousA11yViolations(page, `waitlist (${lang})`);

    // Book the first from the entry: the dialog has the patient, the treatment and the first day wanted.
    await firstRow.getByRole('button', { name: text.book(first) }).click();
    const dialog = page.getByRole('dialog', { name: text.bookTitle });
    await expect(dialog).toContainText(first);
    // The day's last free time: the first ones are what the waitlist's sweep offers (and holds) meanwhile.
    const time = dialog.getByLabel(text.time, { exact: true });
    await expect(time.locator('option').nth(1)).toBeAttached();
    const chosen = await time.locator('option').last().getAttribute('value');
    await time.selectOption(chosen!);
    await expect(time).toHaveValue(chosen!);
    await expectNoSeriousA11yViolations(page, `waitlist book dialog (${lang})`);
    await dialog.getByRole('button', { name: text.submit, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(text.served(first))).toBeVisible();
    await expect(firstRow).toHaveCount(0);

    // Remove the second, with a reason.
    await secondRow.getByRole('button', { name: text.remove(second) }).click();
    const removal = page.getByRole('dialog', { name: text.removeTitle(second) });
    await removal.getByLabel(text.reason).fill('Found a time elsewhere');
    await expectNoSeriousA11yViolations(page, `waitlist removal (${lang})`);
    await removal.getByRole('button', { name: text.confirmRemove }).click();
    await expect(page.getByText(text.removed(second))).toBeVisible();
    await expect(secondRow).toHaveCount(0);

    // The booking is the first patient's, on the day and at the time chosen.
    const agenda = await request.get(`/api/staff/agenda?date=${date}&branch=1`, {
      headers: { authorization: `Bearer ${await deskToken(request)}` },
    });
    const visits = deskVisitsOf((await agenda.json()) as TAgenda);
    expect(visits.find((visit) => visit.patient_name === first)?.start_time).toBe(chosen);
  });

  test(`(${lang}) a message WhatsApp could not deliver is listed with why, the phone to call, and opens its visit`, async ({
    page,
    request,
  }) => {
    test.slow();
    const text = LANGS[lang];
    const name = `Unreached ${lang.toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
    const wire = `972${uniqueNational()}`;
    const date = clinicDaysAhead(lang === 'en' ? 13 : 14);
    const token = await deskToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const added = await request.post('/api/staff/patients', { headers, data: { name, phone: wire } });
    expect(added.ok(), await added.text()).toBeTruthy();
    const desk = await deskApi(request);
    const [slot] = await desk.freeTimes(date);
    const visitId = await desk.book({
      patientId: ((await added.json()) as { id: number }).id,
      doctorId: slot!.doctor_ids[0]!,
      date,
      time: slot!.time,
    });

    // The confirmation reaches WhatsApp, which then reports it could not deliver it.
    let providerId = '';
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/dev/outbox?phone=${wire}`);
          const sent = ((await res.json()) as { id: string; kind: string; appointment_id?: number }[]).find(
            (m) => m.kind === 'confirmation' && m.appointment_id === visitId,
          );
          providerId = sent?.id ?? '';
          return providerId;
        },
        { timeout: 30_000 },
      )
      .not.toBe('');
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                statuses: [
                  {
                    id: providerId,
                    status: 'failed',
                    recipient_id: wire,
                    errors: [{ code: 131026, title: 'Message undeliverable' }],
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', WHATSAPP_TEST_SECRET).update(payload).digest('hex')}`;
    const posted = await request.post('/api/whatsapp/webhook', {
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      data: payload,
    });
    expect(posted.ok(), await posted.text()).toBeTruthy();

    if (lang === 'he') await page.addInitScript(() => localStorage.setItem('language', 'he'));
    await page.goto(`/${STAFF_CLINIC}/staff`);
    await staffLogin(page, text, 'reception');
    await page.getByRole('link', { name: text.undelivered }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    const card = page.getByRole('article', { name: text.about(name) });
    await expect(card).toContainText(text.why);
    await expect(card).toContainText(text.kind);
    await expect(card).toContainText(slot!.time);
    await expect(card.getByRole('link', { name: text.call(name) })).toHaveAttribute('href', `tel:+${wire}`);
    await expectNoSeriousA11yViolations(page, `undelivered messages (${lang})`);

    await card.getByRole('link', { name: text.openVisit }).click();
    const visit = page.getByRole('dialog', { name: text.visit(slot!.time) });
    await expect(visit).toBeVisible();
    await expect(visit).toContainText(name);
    await expect(page).not.toHaveURL(/visit=/);
  });
}

/** A reception login's token at the staff tests' clinic. */
async function deskToken(request: APIRequestContext) {
  const login = await request.post('/api/staff/login', {
    data: { clinic: STAFF_CLINIC, email: `reception@${STAFF_CLINIC}.example`, password: 'demo-password' },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  return ((await login.json()) as { token: string }).token;
}
