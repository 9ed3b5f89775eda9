import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV as production } from '../test/helpers/production-env';
import { loadConfig } from './config';

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
    ).toThrow(/PAYMENT_SANDBOX: the sandbox payment provider/);
  });

  it('refuses production without its secrets, listing every one missing', () => {
    const error = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', WHATSAPP_PROVIDER: 'whatsapp-cloud' });
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    expect(error).toMatch(/WHATSAPP_CLOUD_TOKEN, WHATSAPP_CLOUD_PHONE_NUMBER_ID: required/);
    expect(error).toMatch(/OTP_SECRET: required in production/);
    expect(error).toMatch(/WHATSAPP_APP_SECRET: required in production/);
  });

  it('refuses production with demo stand-ins: any origin, no public address, demo clinics, silent test numbers', () => {
    expect(() => loadConfig({ ...production, CORS_ORIGINS: 'https://a.example, *' })).toThrow(/CORS_ORIGINS: \*/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL: required in production/);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: the demo clinics/);
    expect(() => loadConfig({ ...production, OTP_TEST_NUMBERS: '972501234567', OTP_TEST_CODE: '123456' })).toThrow(
      /OTP_TEST_NUMBERS: fixed codes in production need OTP_TEST_NUMBERS_IN_PRODUCTION=true/,
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
  });

  it('keeps development usable without any secret', () => {
    const config = loadConfig({});
    expect(config.whatsapp.provider).toBe('console');
    expect(config.payments.sandboxEnabled).toBe(true);
  });
});
