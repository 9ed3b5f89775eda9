import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import {
  chooseDayAndTime,
  expectNoSeriousA11yViolations,
  latestCode,
  tenantToken,
  uniqueNational,
} from '../support/patients';
import { DEMO_PASSWORD } from '../support/staff';

// A clinic's own website, on another origin (another port of 127.0.0.1), embeds the demo clinic's booking with
// the snippet its owner copies from the setup screen. Treatment 5 (Flu vaccination) is offered at branch 38 only.
const CLINIC = 'central-clinic';

type BookedDetail = { id: string; date: string; start_time: string; end_time: string; starts_at: string };

/** A web server on a free port of 127.0.0.1 answering every path with `html()`; its origin. */
async function website(html: () => string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The clinic's page as its web developer writes it: the snippet in its text, and a listener for the booking. */
const hostPage = (snippet: string) => `<!doctype html>
<html lang="he" dir="rtl"><head><title>Clinic website</title></head>
<body><h1>Our clinic</h1>${snippet}<p id="after">Opening hours</p>
<script>window.booked = []; document.addEventListener('clinic:booked', (e) => window.booked.push(e.detail));</script>
</body></html>`;

async function ownerSetsOrigins(request: APIRequestContext, origins: string[]) {
  const login = await request.post('/api/staff/login', {
    data: { clinic: CLINIC, email: `owner@${CLINIC}.example`, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const res = await request.patch('/api/staff/clinic', {
    headers: { authorization: `Bearer ${token}` },
    data: { embed_origins: origins },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** The owner lists the website on the setup screen (after a refused try) and copies the Hebrew snippet. */
async function ownerListsWebsite(page: Page, origin: string) {
  await page.goto(`/${CLINIC}/staff?section=setup`);
  await page.getByLabel('Email').fill(`owner@${CLINIC}.example`);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const embed = page.getByRole('region', { name: 'Booking on your website' });
  await expect(embed).toBeVisible({ timeout: 60_000 });
  const origins = embed.getByLabel('Websites allowed to show the booking');
  await origins.fill(`${origin}/booking`);
  await embed.getByRole('button', { name: 'Save' }).click();
  await expect(origins).toHaveAttribute('aria-invalid', 'true');
  await expect(embed.getByRole('alert')).toContainText('origin only');
  await origins.fill(origin);
  await embed.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await embed.getByLabel('Language of the booking').selectOption('he');
  const snippet = (await embed.getByTestId('embed-snippet').textContent())!;
  expect(snippet).toBe(`<script src="${BASE_URL}/embed.js" data-clinic="${CLINIC}" data-lang="he" async></script>`);
  return snippet;
}

test('a listed website embeds the booking in Hebrew, books through the frame and hears of the visit', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  let snippet = '';
  const site = await website(() => hostPage(snippet));
  try {
    snippet = await ownerListsWebsite(page, site.origin);
    const heTreatment = await request.get('/api/treatments/5', {
      headers: { 'x-tenant-token': await tenantToken(request), 'accept-language': 'he' },
    });
    const treatmentName = ((await heTreatment.json()) as { data: { name: string } }).data.name;

    await page.goto(site.origin);
    const iframe = page.locator('script[data-clinic] + iframe');
    await expect(iframe).toHaveAttribute(
      'src',
      `${BASE_URL}/${CLINIC}/embed?origin=${encodeURIComponent(site.origin)}&lang=he`,
    );
    const frame = page.frameLocator('script[data-clinic] + iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toContainText('קביעת תור');
    await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'he');
    // The booking alone: none of the site's header, navigation or footer.
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect(frame.getByRole('contentinfo')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'the embedded booking');

    await frame.getByRole('button', { name: `לקבוע ${treatmentName}` }).click();
    const time = await chooseDayAndTime(frame, 11);
    await frame.getByRole('button', { name: 'הבא', exact: true }).filter({ hasText: 'הבא' }).click();
    const national = uniqueNational();
    await frame.getByRole('textbox', { name: /טלפון/ }).fill(national);
    await frame.getByRole('button', { name: 'שליחת קוד אימות' }).click();
    const dialog = frame.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox').first().fill('Embedded Patient');
    await dialog.getByRole('textbox', { name: /גיל/ }).fill('35');
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button').last().click();
    await expect(dialog).toHaveCount(0);
    const code = await latestCode(request, `972${national}`);
    await frame.getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await frame.getByRole('button', { name: 'אימות והמשך' }).click();

    const reference = frame.getByTestId('booking-reference');
    await expect(reference).toHaveText(/^\d+$/);
    // The host page heard of the visit once, by its id and time, and of nothing personal.
    await expect.poll(() => page.evaluate(() => (window as unknown as { booked: unknown[] }).booked.length)).toBe(1);
    const [booked] = await page.evaluate(() => (window as unknown as { booked: BookedDetail[] }).booked);
    expect(booked).toMatchObject({ id: await reference.textContent(), start_time: time });
    expect(new Date(booked!.starts_at).toISOString()).toBe(booked!.starts_at);
    expect(JSON.stringify(booked)).not.toContain(national);

    // The frame is as tall as what it shows: sized from its messages, nothing scrolls inside it.
    await expect(iframe).not.toHaveCSS('height', '640px');
    const inner = await iframe
      .contentFrame()
      .locator('html')
      .evaluate((html) => html.scrollHeight);
    const outer = await iframe.evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.abs(inner - outer)).toBeLessThanOrEqual(2);
  } finally {
    site.server.close();
    await ownerSetsOrigins(request, []);
  }
});

test('a website the clinic does not list cannot frame its booking, nor any other page', async ({ page }) => {
  const embed = `${BASE_URL}/${CLINIC}/embed`;
  const site = await website(
    () => `<!doctype html><html><body><iframe id="booking" src="${embed}"></iframe>
<iframe id="home" src="${BASE_URL}/${CLINIC}/"></iframe></body></html>`,
  );
  try {
    const answers = [embed, `${BASE_URL}/${CLINIC}/`].map((url) => page.waitForResponse(url));
    await page.goto(site.origin);
    for (const answer of await Promise.all(answers)) {
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-security-policy']).not.toContain(site.origin);
    }
    // Chromium shows its own error page in each frame instead: no frame holds a page of the site.
    await expect.poll(() => page.frames().filter((f) => f.url().startsWith('chrome-error:')).length).toBe(2);
    expect(page.frames().filter((f) => f.url().startsWith(BASE_URL))).toHaveLength(0);
  } finally {
    site.server.close();
  }
});
