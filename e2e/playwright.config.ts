import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { oneSlotClinicFixture } from './one-slot-clinic';
import { staffClinicFixture } from './staff-clinic-zone';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Signs the WhatsApp webhook posts the tests make (as Meta would). */
export const WHATSAPP_TEST_SECRET = 'e2e-whatsapp-app-secret';
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The server's log of the run, checked for patients' details after the last test (global-teardown.ts). */
export const SERVER_LOG = fileURLToPath(new URL(`../.data-e2e-${PORT}.log`, import.meta.url));
// Imported with --demo-staff: the demo accounts, which no other clinic than the demo's gets at start. In the time
// zone this run chose for it (staff-clinic-zone.ts).
const ROUND_THE_CLOCK = fileURLToPath(new URL('./fixtures/round-the-clock-clinic.json', import.meta.url));
const STAFF_CLINIC = staffClinicFixture(ROUND_THE_CLOCK, PORT);
/** The waitlist test's clinic, open one 15-minute time a day (one-slot-clinic.ts); in STAFF_CLINIC's zone. */
const ONE_SLOT_FIXTURE = oneSlotClinicFixture(ROUND_THE_CLOCK, PORT);
/**
 * A clinic made as a new owner makes one, on the command line (tests/new-owner.spec.ts sets it up). Its owner's
 * email is its own; the demo seed gives demo accounts to the three demo clinics alone and never changes an account.
 */
const NEW_CLINIC_ARGS = [
  '--key fresh-start',
  "--name 'Fresh Start Clinic'",
  '--lang en',
  '--time-zone Europe/London',
  '--owner-email nora@fresh-start.example',
  "--owner-name 'Nora Newowner'",
  '--owner-password fresh-start-password',
].join(' ');
/**
 * Two clinics set up in Hebrew (setup-main-language.spec.ts): `ivrit-only` then makes Hebrew its only language,
 * `ivrit-first` keeps English beside it.
 */
const hebrewClinicArgs = (key: string) =>
  [
    `--key ${key}`,
    "--name 'מרפאת עברית'",
    '--lang he',
    '--time-zone Asia/Jerusalem',
    `--owner-email owner@${key}.example`,
    "--owner-name 'Rina Owner'",
    `--owner-password ${key}-password`,
  ].join(' ');

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  // Per port, so runs side by side do not clean each other's artefacts.
  outputDir: `./test-results/${PORT}`,
  fullyParallel: true,
  workers: 2,
  // In CI a test that fails once runs once more; the report names it flaky, so it is seen and mended, not hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Whole booking flows (registration, code, payment) take a while on a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // A trace is recorded on the retry of a failed test only: recording every test costs the 2-core run minutes.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The compiled server, as production runs it (`npm run build` first), on a fresh embedded database seeded
    // with the demo tenants; it serves the built site. E2E_WEB_DIST lets several checkouts' builds run side by side.
    // Its log, at info level, goes to SERVER_LOG. Every test's patient registers from 127.0.0.1, so the
    // per-address limits on code sends and checks, and on the staff tests' logins, are raised (the integration
    // tests check those limits). The not-found page's support address is SUPPORT_EMAIL's.
    // The demo clinics' living week is off (DEMO_WEEK=false): the tests book on days they find empty.
    // Its own embedded database and in-process limits, whatever DATABASE_URL or REDIS_URL the shell has (CI sets them).
    // A clinic open round the clock (fixtures/) is imported first: the staff tests need a visit today at any hour.
    // Then its copy open one time a day, the waitlist test's own.
    // Then an empty clinic is created with `clinic:create`'s script, for the new owner's test.
    command: `export DATABASE_URL= REDIS_URL= && rm -rf ../.data-e2e-${PORT} '${SERVER_LOG}' && DATA_DIR=../.data-e2e-${PORT} '${process.execPath}' ../apps/server/dist/import-tenant.js '${STAFF_CLINIC}' --demo-staff >> '${SERVER_LOG}' 2>&1 && DATA_DIR=../.data-e2e-${PORT} '${process.execPath}' ../apps/server/dist/import-tenant.js '${ONE_SLOT_FIXTURE}' >> '${SERVER_LOG}' 2>&1 && DATA_DIR=../.data-e2e-${PORT} '${process.execPath}' ../apps/server/dist/create-clinic.js ${NEW_CLINIC_ARGS} >> '${SERVER_LOG}' 2>&1 && ${['ivrit-only', 'ivrit-first'].map((key) => `DATA_DIR=../.data-e2e-${PORT} '${process.execPath}' ../apps/server/dist/create-clinic.js ${hebrewClinicArgs(key)} >> '${SERVER_LOG}' 2>&1 && `).join('')}DATA_DIR=../.data-e2e-${PORT} PORT=${PORT} HOST=127.0.0.1 LOG_LEVEL=info SUPPORT_EMAIL=support@clinics.example OTP_SENDS_PER_IP_PER_HOUR=1000 OTP_VERIFIES_PER_IP=1000 STAFF_LOGINS_PER_IP=1000 DEMO_WEEK=false WHATSAPP_APP_SECRET=${WHATSAPP_TEST_SECRET} ${
      process.env.E2E_WEB_DIST ? `WEB_DIST=${process.env.E2E_WEB_DIST} ` : ''
    }'${process.execPath}' --enable-source-maps ../apps/server/dist/server.js >> '${SERVER_LOG}' 2>&1`,
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
