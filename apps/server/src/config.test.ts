import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV as production } from '../test/helpers/production-env';
import { loadConfig } from './config';
import { ConfigError } from './config-problems';

/** The ConfigError an environment is refused with. */
const refusal = (env: NodeJS.ProcessEnv): ConfigError => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the environment was accepted');
};

describe('configuration at boot', () => {
  it('starts in production with real providers and its secrets', () => {
    expect(loadConfig(production).env).toBe('production');
  });

  it('refuses production with the console WhatsApp provider, naming it', () => {
    expect(() => loadConfig({ ...production, WHATSAPP_PROVIDER: 'console' })).toThrow(
      /WHATSAPP_PROVIDER: the console provider/,
    );
    expect(() => loadConfig({ ...production, WHATSAPP_PROVIDER: undefined })).toThrow(/WHATSAPP_PROVIDER/);
  });

  it('refuses production with the sandbox payment provider', () => {
    expect(() =>
      loadConfig({ ...production, PAYMENT_SANDBOX: 'true', PAYMENT_SIGNING_SECRET: 'x'.repeat(32) }),
    ).toThrow(/PAYMENT_SANDBOX: the sandbox payment company takes no money/);
  });

  it('refuses an empty production environment once, listing every setting with why and an example', () => {
    const error = refusal({ NODE_ENV: 'production' });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.problems.map((p) => p.name)).toEqual([
      'WHATSAPP_PROVIDER',
      'WHATSAPP_CLOUD_TOKEN',
      'WHATSAPP_CLOUD_PHONE_NUMBER_ID',
      'WHATSAPP_APP_SECRET',
      'OTP_SECRET',
      'PUBLIC_URL',
    ]);
    for (const problem of error.problems) {
      expect(problem.why.length).toBeGreaterThan(20);
      expect(problem.example).toMatch(new RegExp(`^${problem.name}=.`));
      expect(error.message).toContain(`  ${problem.name}: ${problem.why}\n      e.g. ${problem.example}`);
    }
    expect(error.message).toMatch(/^Cannot start in production \(NODE_ENV=production\): 6 settings are missing/);
    expect(error.message).toMatch(/OTP_SECRET: .*at least 16 characters/);
    expect(error.message).toMatch(/WHATSAPP_APP_SECRET: .*at least 8 characters/);
  });

  it('lists malformed values and broken rules together, one entry per setting, never echoing a value', () => {
    const error = refusal({
      ...production,
      WHATSAPP_APP_SECRET: 'short',
      OTP_SECRET: undefined,
      PORT: 'eighty',
      REMINDER_MINUTES_BEFORE: '0',
    });
    expect(error.problems.map((p) => [p.name, p.why])).toEqual([
      ['PORT', 'must be a number'],
      ['WHATSAPP_APP_SECRET', 'must be at least 8 characters'],
      ['REMINDER_MINUTES_BEFORE', 'whole minutes between 1 and 20160, comma-separated'],
      ['OTP_SECRET', expect.stringMatching(/^required in production/)],
    ]);
    expect(error.problems.find((p) => p.name === 'PORT')!.example).toBe('PORT=3000');
    expect(error.message).not.toContain('short');
  });

  it('refuses a plain http:// PUBLIC_URL in production, saying why; loopback only (a local proxy in tests) may', () => {
    const error = refusal({ ...production, PUBLIC_URL: 'http://clinic.example' });
    expect(error.problems).toEqual([
      {
        name: 'PUBLIC_URL',
        why: expect.stringMatching(/^must be https:\/\/ in production: login codes, staff passwords/),
        example: 'PUBLIC_URL=https://clinic.example',
      },
    ]);
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://127.0.0.1:8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://clinic.example/' }).publicUrl).toBe(
      'https://clinic.example',
    );
    expect(refusal({ PUBLIC_URL: 'ftp://clinic.example' }).problems[0]).toMatchObject({ name: 'PUBLIC_URL' });
  });

  it('needs no PAYMENT_SIGNING_SECRET in production: it signs only the sandbox, which production refuses', () => {
    expect(loadConfig(production).payments).toMatchObject({ sandboxEnabled: false, signingSecret: undefined });
    expect(refusal({ ...production, PAYMENT_SANDBOX: 'true' }).problems.map((p) => p.name)).toEqual([
      'PAYMENT_SANDBOX',
    ]);
  });

  it('listens on this machine only in the demo, on every interface in production, and where HOST says', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('refuses production with demo stand-ins: any origin, no public address, demo clinics, silent test numbers', () => {
    expect(() => loadConfig({ ...production, CORS_ORIGINS: 'https://a.example, *' })).toThrow(/CORS_ORIGINS: \*/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL: required in production/);
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/STRIPE_WEBHOOK_SECRET: /);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: the demo clinics/);
    expect(() => loadConfig({ ...production, OTP_TEST_NUMBERS: '972501234567', OTP_TEST_CODE: '123456' })).toThrow(
      /OTP_TEST_NUMBERS: fixed login codes in production need OTP_TEST_NUMBERS_IN_PRODUCTION=true/,
    );
    const optedIn = loadConfig({
      ...production,
      OTP_TEST_NUMBERS: '972501234567',
      OTP_TEST_CODE: '123456',
      OTP_TEST_NUMBERS_IN_PRODUCTION: 'true',
    });
    expect(optedIn.otp.testNumbers).toEqual(['972501234567']);
    const config = loadConfig(production);
    expect(config).toMatchObject({ demo: false, seedDemo: false, publicUrl: 'https://clinic.example' });
  });

  it('is a demo outside production, with demo clinics and no secret written in the code', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ demo: true, seedDemo: true });
    expect(config.payments.signingSecret).toBeUndefined();
    expect(config.otp.secret).toBeUndefined();
  });

  it('explains malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ OTP_TEST_CODE: '12' })).toThrow(/OTP_TEST_CODE: must be 6 digits/);
    expect(() => loadConfig({ OTP_TEST_CODE: '123456' })).toThrow(/OTP_TEST_NUMBERS: OTP_TEST_CODE is set/);
  });

  it('keeps development usable without any secret', () => {
    const config = loadConfig({});
    expect(config.whatsapp.provider).toBe('console');
    expect(config.payments.sandboxEnabled).toBe(true);
  });
});
