import { ZEnv } from './config-env';

const randomSecret = (name: string) => `${name}=<64 hex characters, made with: openssl rand -hex 32>`;

/** Values to copy for settings whose default is no example (unset, or not valid where they apply). */
const EXAMPLES: Record<string, string> = {
  PUBLIC_URL: 'PUBLIC_URL=https://booking.example.com',
  SUPPORT_EMAIL: 'SUPPORT_EMAIL=support@example.com',
  CORS_ORIGINS: 'CORS_ORIGINS=https://www.my-clinic.example',
  METRICS_TOKEN: randomSecret('METRICS_TOKEN'),
  OTP_SECRET: randomSecret('OTP_SECRET'),
  PAYMENT_SIGNING_SECRET: randomSecret('PAYMENT_SIGNING_SECRET'),
  WHATSAPP_PROVIDER: 'WHATSAPP_PROVIDER=whatsapp-cloud',
  WHATSAPP_CLOUD_TOKEN: "WHATSAPP_CLOUD_TOKEN=EAAG… (a system user's token from Meta Business settings)",
  WHATSAPP_CLOUD_PHONE_NUMBER_ID:
    "WHATSAPP_CLOUD_PHONE_NUMBER_ID=109876543210987 (WhatsApp Manager, the number's details)",
  WHATSAPP_APP_SECRET: "WHATSAPP_APP_SECRET=<the App secret in your Meta app's Settings → Basic>",
  WHATSAPP_VERIFY_TOKEN: "WHATSAPP_VERIFY_TOKEN=<8+ characters, the same as in Meta's webhook settings>",
  OTP_TEST_NUMBERS: 'OTP_TEST_NUMBERS=972500000001',
  OTP_TEST_CODE: 'OTP_TEST_CODE=123456',
  SEED_DEMO: 'SEED_DEMO=false',
  PAYMENT_SANDBOX: 'PAYMENT_SANDBOX=false',
  STRIPE_SECRET_KEY: 'STRIPE_SECRET_KEY=sk_live_…',
  STRIPE_WEBHOOK_SECRET: 'STRIPE_WEBHOOK_SECRET=whsec_…',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'WEBHOOK_ALLOW_PRIVATE_TARGETS=false',
};

/** A line an operator can copy for a setting: the table's example, else the setting's default. */
export function exampleOf(name: string) {
  if (EXAMPLES[name]) return EXAMPLES[name];
  const fallback = ZEnv.shape[name as keyof typeof ZEnv.shape]?.safeParse(undefined);
  return fallback?.success && fallback.data !== undefined ? `${name}=${String(fallback.data)}` : `${name}=…`;
}
