import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { demoSecretsOf, withDemoSecrets } from './demo-secrets';
import { PRODUCTION_ENV } from '../test/helpers/production-env';

const root = mkdtempSync(join(tmpdir(), 'demo-secrets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('demo secrets', () => {
  it('are made once per data folder, kept readable by the owner only, and differ between folders', () => {
    const first = demoSecretsOf(join(root, 'a'));
    expect(first.otpSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.paymentSigningSecret).not.toBe(first.otpSecret);
    expect(demoSecretsOf(join(root, 'a'))).toEqual(first);
    expect(statSync(join(root, 'a', 'demo-secrets.json')).mode & 0o777).toBe(0o600);
    expect(demoSecretsOf(join(root, 'b')).otpSecret).not.toBe(first.otpSecret);
  });

  it('are made fresh and written nowhere for an in-memory database', () => {
    expect(demoSecretsOf('memory://').otpSecret).not.toBe(demoSecretsOf('memory://').otpSecret);
    expect(existsSync('memory:')).toBe(false);
  });

  it('fill only what the environment leaves unset, and never in production', () => {
    const dataDir = join(root, 'c');
    const demo = withDemoSecrets(loadConfig({ DATA_DIR: dataDir, OTP_SECRET: 'set-by-the-operator-0123' }));
    expect(demo.otp.secret).toBe('set-by-the-operator-0123');
    expect(demo.payments.signingSecret).toBe(demoSecretsOf(dataDir).paymentSigningSecret);
    const production = loadConfig({ ...PRODUCTION_ENV, DATA_DIR: join(root, 'd') });
    expect(withDemoSecrets(production)).toBe(production);
  });
});
