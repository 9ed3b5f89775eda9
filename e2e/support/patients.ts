import type { TTimeSlot } from '@clinic/contract/catalog/get-available-time';
import { type APIRequestContext, type Page, expect } from '@playwright/test';

/** Where a booking screen is: a page, or a frame of one (the embedded booking). */
type Screen = Pick<Page, 'locator' | 'getByRole' | 'getByText'>;

/** A unique Israeli mobile number (national part, 9 digits), so tests run in parallel. */
export const uniqueNational = () => `50${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

export async function tenantToken(request: APIRequestContext, tenant = 'central-clinic') {
  return ((await (await request.get(`/api/config?user=${tenant}`)).json()) as { active_token: string }).active_token;
}

/** The newest code the development WhatsApp outbox holds for a phone. */
export async function latestCode(request: APIRequestContext, wirePhone: string, after?: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?phone=${wirePhone}`);
      // Codes share the outbox with confirmations and reminders: the newest one that carries a code.
      const newest = ((await res.json()) as { code?: string; sent_at: string }[]).find((m) => m.code);
      code = newest && (!after || newest.sent_at > after) ? newest.code : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

export type Patient = { wire: string; customerId: string; token: string };

/** Registers and logs a patient in through the API, as the site would. */
export async function loginThroughApi(
  request: APIRequestContext,
  tenant = 'central-clinic',
  wire = `972${uniqueNational()}`,
  /** The language the patient's browser asks for (their WhatsApp messages are written in it). */
  lang?: 'en' | 'he',
  name = 'Test Patient',
): Promise<Patient> {
  const headers = { 'x-tenant-token': await tenantToken(request, tenant) };
  const sent = await request.post('/api/bull36/send_otp', {
    headers,
    data: { phone: wire, not_exist: 1, name, age: 40, gender: 'female' },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  // The ticket proves this request sent the registration details, as the site's own calls do.
  const { registration_ticket } = (await sent.json()) as { registration_ticket: string };
  const otp = await latestCode(request, wire);
  const verified = await request.post('/api/bull36/verify_otp', {
    headers: lang ? { ...headers, 'accept-language': lang } : headers,
    data: { phone: wire, otp, registration_ticket },
  });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  const body = (await verified.json()) as { cust_id: number; token: string };
  return { wire, customerId: String(body.cust_id), token: body.token };
}

/** Puts a logged-in patient into the site's storage, as the login page does. */
export async function useLoggedIn(page: Page, patient: Patient, tenant = 'central-clinic') {
  await page.goto(`/${tenant}/`);
  await page.evaluate(
    ({ p, tenant }) => {
      localStorage.setItem('current_user', tenant);
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('customer_id', p.customerId);
      localStorage.setItem('userPhone', p.wire);
      localStorage.setItem('authToken', p.token);
      localStorage.setItem('loginTime', String(Date.now()));
    },
    { p: patient, tenant },
  );
}

/**
 * Clicks the booking calendar's dates in order (moving on to the next month) until `accept` answers for a
 * date that lists free times; answers what it answered.
 */
async function firstDayWhere<T>(page: Screen, accept: () => Promise<T | undefined>): Promise<T> {
  const cells = page.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])');
  // The calendar opens once the first free day is known (and its month is shown): wait for it.
  await expect(cells.first()).toBeVisible({ timeout: 30_000 });
  for (let attempt = 0; attempt < 40; attempt++) {
    const count = await cells.count();
    for (let i = 0; i < count; i++) {
      await cells.nth(i).click();
      const outcome = page
        .getByRole('radiogroup')
        .or(page.getByText('No available time slots found for this date'))
        .or(page.getByText('לא נמצאו שעות פנויות בתאריך זה'))
        .or(page.getByText('لا توجد أوقات متاحة في هذا التاريخ'))
        .or(page.getByText('На эту дату свободного времени нет'));
      await expect(outcome.first()).toBeVisible();
      if (await page.getByRole('radiogroup').isVisible()) {
        const answer = await accept();
        if (answer !== undefined) return answer;
      }
    }
    await page.getByRole('button', { name: /Next month|החודש הבא|الشهر التالي|Следующий месяц/ }).click();
  }
  throw new Error('no day with fitting free times in the booking window');
}

/** The first date in the booking calendar that has a free time, and those times. */
export async function chooseFirstDayWithSlots(page: Screen) {
  await firstDayWhere(page, async () => true);
}

/** A free time whose whole run of slots is free, clicked; undefined when the day has none. */
async function tryAcceptedTime(page: Screen, from: number): Promise<string | undefined> {
  // The day's times are the page's radio group (the "Who is this visit for?" choice is a group of its own).
  const radios = page.getByRole('radiogroup').getByRole('radio', { disabled: false });
  const count = await radios.count();
  for (let k = 0; k < count; k++) {
    // Other tests book meanwhile and the day's times are shown afresh: count again, and a time gone since it was
    // counted is skipped (a click on it would wait for the test's whole timeout).
    const shown = await radios.count();
    if (shown === 0) return undefined;
    const radio = radios.nth((from + k) % shown);
    // A forced click is not checked for what lies on top: bring the time to the middle of the screen first, out
    // from under the sticky page header (the day's first times can be just under it).
    const clicked = await radio
      .evaluate((el) => el.scrollIntoView({ block: 'center' }), undefined, { timeout: 2_000 })
      .then(() => radio.click({ force: true, timeout: 2_000 }))
      .then(
        () => true,
        () => false,
      );
    if (!clicked) continue;
    // The selection can go as soon as it is seen (the day's times shown afresh): read it at once, or try the next.
    const selected = page.getByText(/^Selected: |^נבחר: |^الوقت المختار: |^Выбрано: /);
    const text = await selected.textContent({ timeout: 1_000 }).catch(() => null);
    const start = text ? /(\d\d:\d\d)\s*[-–]/.exec(text)?.[1] : undefined;
    if (start) return start;
  }
  return undefined;
}

/**
 * The first date with a free time that the whole treatment fits, and that time chosen (its whole run of
 * slots free, so the selection is accepted). Each test starts looking at its own position, so tests running
 * side by side do not compete for the same time. Late in the clinic's day, today can list free times too
 * short for a long treatment.
 */
export async function chooseDayAndTime(page: Screen, from: number): Promise<string> {
  return firstDayWhere(page, () => tryAcceptedTime(page, from));
}

/**
 * Free start times of a treatment at a branch: the first day from tomorrow (at most `days` days on) with at least
 * `need` free times, so a test that takes its times by position finds them on a short day (a Friday, a holiday
 * eve) too.
 */
export async function findFreeTimes(
  request: APIRequestContext,
  input: { branch: number; treatment: number; need?: number; days?: number; tenant?: string },
): Promise<{ date: string; times: string[] }> {
  const headers = { 'x-tenant-token': await tenantToken(request, input.tenant) };
  for (let d = 1; d <= (input.days ?? 14); d++) {
    const date = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const res = await request.get(
      `/api/bull36/get_available_time?data_time=5&branch=${input.branch}&appointment_type=${input.treatment}&date=${date}`,
      { headers },
    );
    const slots = ((await res.json()) as { time_slots?: TTimeSlot[] }).time_slots ?? [];
    // Times a visit can start: one doctor free for all of it (free slots of two doctors side by side are not).
    const times = slots.filter((s) => s.starts_visit).map((s) => s.time);
    if (times.length >= (input.need ?? 5)) return { date, times };
  }
  throw new Error(`no day with ${input.need ?? 5} free times`);
}

/** Books through the API as the patient; answers the appointment id. */
export async function bookThroughApi(
  request: APIRequestContext,
  patient: Patient,
  input: { branch: number; treatment: number; date: string; start: string; end: string },
) {
  const res = await request.post('/api/bull36/create_appointment', {
    headers: { 'x-tenant-token': await tenantToken(request), authorization: `Bearer ${patient.token}` },
    data: {
      branch: input.branch,
      date: input.date,
      start_time: input.start,
      end_time: input.end,
      appointments_type_id: input.treatment,
      cust_id: Number(patient.customerId),
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return String(((await res.json()) as { data: { insert_id: number } }).data.insert_id);
}

/** WCAG 2.2 AA and axe's best practices: the rule tags the release checks run with. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe (WCAG 2.2 AA and best-practice tags) on the page, or on `include` only, and fails softly on any serious or critical
 * violation, naming each rule, the elements and axe's summary of what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, include?: string) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes
          .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
          .join('\n')}`,
    );
  expect.soft(serious, serious.join('\n')).toEqual([]);
}
