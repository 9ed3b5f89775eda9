import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { AppConfig } from './config';

const ZDemoSecrets = z.object({ otpSecret: z.string().min(32), paymentSigningSecret: z.string().min(32) });
type DemoSecrets = z.infer<typeof ZDemoSecrets>;

const FILE_NAME = 'demo-secrets.json';

/** The demo's secrets of this data folder: made at random on first use, then kept (owner-readable only). */
export function demoSecretsOf(dataDir: string): DemoSecrets {
  const fresh: DemoSecrets = {
    otpSecret: randomBytes(32).toString('hex'),
    paymentSigningSecret: randomBytes(32).toString('hex'),
  };
  // An in-memory database keeps nothing, so neither do its secrets.
  if (dataDir.startsWith('memory://')) return fresh;
  const file = join(dataDir, FILE_NAME);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails when the file exists, so two processes starting at once keep the first one's secrets.
    writeFileSync(file, JSON.stringify(fresh), { mode: 0o600, flag: 'wx' });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const kept = ZDemoSecrets.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!kept.success) throw new Error(`${file} is damaged: delete it and the demo makes new secrets`);
  return kept.data;
}

/** In the demo, secrets not set in the environment come from the data folder; production must set its own. */
export function withDemoSecrets(config: AppConfig): AppConfig {
  if (!config.demo || (config.otp.secret && config.payments.signingSecret)) return config;
  const secrets = demoSecretsOf(config.dataDir);
  return {
    ...config,
    otp: { ...config.otp, secret: config.otp.secret ?? secrets.otpSecret },
    payments: { ...config.payments, signingSecret: config.payments.signingSecret ?? secrets.paymentSigningSecret },
  };
}
