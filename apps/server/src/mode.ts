import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';

/** The process's first log line says which mode it runs in; a demo must never pass for production. */
export function announceMode(log: FastifyBaseLogger, config: AppConfig) {
  const facts = { mode: config.demo ? 'demo' : 'production', node: process.version };
  if (config.demo) {
    log.warn(
      facts,
      'DEMO MODE: one-time codes are shown to whoever asks for them, and no WhatsApp message or payment is real. ' +
        'For production run NODE_ENV=production npm start (see the README).',
    );
  } else {
    log.info(facts, 'production mode');
  }
  if (!config.demo && config.otp.testNumbers.length > 0) {
    log.warn(
      { numbers: config.otp.testNumbers.length },
      'OTP_TEST_NUMBERS is set in production: these numbers log in with a fixed code',
    );
  }
}
