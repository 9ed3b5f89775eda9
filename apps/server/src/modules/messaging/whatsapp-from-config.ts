import type { AppConfig } from '../../config';
import type { Logger } from '../../lib/logger';
import { createCloudProvider } from '../../lib/whatsapp/cloud-provider';
import { type ConsoleProvider, createConsoleProvider } from '../../lib/whatsapp/console-provider';
import type { WhatsAppProvider } from '../../lib/whatsapp/whatsapp-provider';

/** The provider config names: the Cloud API, or the demo's console outbox (production refuses it). */
export function createWhatsAppProvider(
  config: AppConfig,
  log: Logger,
): { provider: WhatsAppProvider; devOutbox: ConsoleProvider | undefined } {
  if (config.whatsapp.provider === 'whatsapp-cloud') {
    const w = config.whatsapp;
    return {
      provider: createCloudProvider({
        url: w.cloudUrl,
        token: w.cloudToken!,
        phoneNumberId: w.cloudPhoneNumberId!,
        template: w.cloudTemplate,
        language: w.cloudLanguage,
        timeoutMs: w.cloudTimeoutMs,
        log,
      }),
      devOutbox: undefined,
    };
  }
  // Only a demo runs the console provider (production refuses it at boot).
  const consoleProvider = createConsoleProvider({ log });
  return { provider: consoleProvider, devOutbox: config.demo ? consoleProvider : undefined };
}
