import type { ConfigProblem } from './config-problems';
import type { Env } from './config-env';
import { exampleOf } from './config-examples';

/** http:// is only for a site that nobody reaches from another machine (tests behind a local proxy). */
const isLoopback = (url: URL) =>
  url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\./.test(url.hostname);

/** The payment sandbox runs when PAYMENT_SANDBOX says so, else everywhere but production. */
export const sandboxEnabledOf = (e: Env) =>
  e.PAYMENT_SANDBOX ? e.PAYMENT_SANDBOX === 'true' : e.NODE_ENV !== 'production';

/**
 * The rules between settings, and what production demands: every one broken, so one start lists them all.
 * In production WhatsApp Cloud is the only provider, so its settings are asked for even before it is chosen.
 */
export function ruleProblems(e: Env): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const production = e.NODE_ENV === 'production';
  const cloud = e.WHATSAPP_PROVIDER === 'whatsapp-cloud' || production;
  const needs = (name: string, why: string, example = exampleOf(name)) => problems.push({ name, why, example });

  if (production && e.WHATSAPP_PROVIDER !== 'whatsapp-cloud') {
    needs(
      'WHATSAPP_PROVIDER',
      `${e.WHATSAPP_PROVIDER ? 'the console provider sends nothing' : 'unset, it is the console provider, which sends nothing'}; ` +
        'patients get their login codes by WhatsApp, so production needs whatsapp-cloud',
    );
  }
  if (cloud && !e.WHATSAPP_CLOUD_TOKEN) {
    needs('WHATSAPP_CLOUD_TOKEN', 'required with whatsapp-cloud: the Cloud API access token messages are sent with');
  }
  if (cloud && !e.WHATSAPP_CLOUD_PHONE_NUMBER_ID) {
    needs(
      'WHATSAPP_CLOUD_PHONE_NUMBER_ID',
      'required with whatsapp-cloud: the id of the phone number messages are sent from',
    );
  }
  if (production && !e.WHATSAPP_APP_SECRET) {
    needs(
      'WHATSAPP_APP_SECRET',
      "required in production: Meta's app secret, which signs the replies and delivery statuses WhatsApp posts " +
        'back (at least 8 characters)',
    );
  }
  if (production && sandboxEnabledOf(e)) {
    needs(
      'PAYMENT_SANDBOX',
      'the sandbox payment company takes no money; in production cards go through Stripe (STRIPE_SECRET_KEY)',
    );
  }
  if (production && !e.OTP_SECRET) {
    needs(
      'OTP_SECRET',
      'required in production: the key login codes are stored under; at least 16 characters, the same on every process',
    );
  }
  if (production && !e.PUBLIC_URL) {
    needs(
      'PUBLIC_URL',
      "required in production: the site's https:// origin, used in every link (invitations, payments, WhatsApp); " +
        "never taken from a request's Host",
    );
  } else if (production && e.PUBLIC_URL && !e.PUBLIC_URL.startsWith('https://') && !isLoopback(new URL(e.PUBLIC_URL))) {
    needs(
      'PUBLIC_URL',
      'must be https:// in production: login codes, staff passwords and payment links cross it, and plain http ' +
        'shows them to anyone on the way',
      `PUBLIC_URL=${e.PUBLIC_URL.replace(/^http:/, 'https:')}`,
    );
  }
  if (production && e.CORS_ORIGINS.split(',').some((origin) => origin.trim() === '*')) {
    needs('CORS_ORIGINS', "* lets every site call the API in its visitors' names; list the origins that may");
  }
  if (production && e.SEED_DEMO === 'true') {
    needs('SEED_DEMO', 'the demo clinics and their published passwords must not reach production');
  }
  if (production && e.OTP_TEST_NUMBERS.trim() && e.OTP_TEST_NUMBERS_IN_PRODUCTION !== 'true') {
    needs(
      'OTP_TEST_NUMBERS',
      'fixed login codes in production need OTP_TEST_NUMBERS_IN_PRODUCTION=true (say it on purpose), or leave it empty',
      'OTP_TEST_NUMBERS_IN_PRODUCTION=true',
    );
  }
  if (e.OTP_TEST_CODE && !e.OTP_TEST_NUMBERS.trim()) {
    needs('OTP_TEST_NUMBERS', 'OTP_TEST_CODE is set: a fixed code applies only to the numbers listed here');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    needs(
      'STRIPE_WEBHOOK_SECRET',
      "STRIPE_SECRET_KEY is set: Stripe needs both, this one checks its webhook's signature",
    );
  }
  if (e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_SECRET_KEY) {
    needs('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET is set: Stripe needs both');
  }
  return problems;
}
