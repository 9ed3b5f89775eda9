import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  WHATSAPP_PROVIDER: 'whatsapp-cloud',
  WHATSAPP_CLOUD_TOKEN: 'token',
  WHATSAPP_CLOUD_PHONE_NUMBER_ID: '12345',
  OTP_SECRET: 'a-long-enough-otp-secret',
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
