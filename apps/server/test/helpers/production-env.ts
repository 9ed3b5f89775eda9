/** The least environment production starts with: real WhatsApp, its own secrets, a public address. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  WHATSAPP_PROVIDER: 'whatsapp-cloud',
  WHATSAPP_CLOUD_TOKEN: 'token',
  WHATSAPP_CLOUD_PHONE_NUMBER_ID: '12345',
  WHATSAPP_APP_SECRET: 'the-app-secret-that-signs-webhooks',
  OTP_SECRET: 'a-long-enough-otp-secret',
  PUBLIC_URL: 'https://clinic.example',
};
