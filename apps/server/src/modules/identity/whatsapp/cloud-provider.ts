import type { Logger } from '../../../lib/logger';
import { type WhatsAppProvider, WhatsAppSendError } from './whatsapp-provider';

export type CloudProviderOptions = {
  /** Graph API base including the version, e.g. https://graph.facebook.com/v21.0 */
  url: string;
  token: string;
  phoneNumberId: string;
  /** Name of the approved authentication template (one body parameter and a copy-code button). */
  template: string;
  language: string;
  timeoutMs: number;
  log: Logger;
  fetch?: typeof fetch;
};

/** The exact message body of a WhatsApp Cloud API authentication-template message. */
export function cloudOtpBody(options: Pick<CloudProviderOptions, 'template' | 'language'>, to: string, code: string) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: options.template,
      language: { code: options.language },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
      ],
    },
  };
}

/** WhatsApp Cloud API (Meta Graph): POST {url}/{phone-number-id}/messages with a bearer token. */
export function createCloudProvider(options: CloudProviderOptions): WhatsAppProvider {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.url.replace(/\/$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp-cloud',
    async sendOtp(message) {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(cloudOtpBody(options, message.to, message.code)),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const reason = (error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message;
        options.log.error({ reason }, 'WhatsApp Cloud API unreachable');
        throw new WhatsAppSendError(`WhatsApp Cloud API unreachable: ${reason}`);
      }
      if (!response.ok) {
        // The error body names the cause (bad token, unknown template, …); the code and the phone are masked.
        const detail = (await response.text().catch(() => ''))
          .split(message.code)
          .join('******')
          .split(message.to)
          .join('[phone]');
        options.log.error(
          { status: response.status, detail: detail.slice(0, 500) },
          'WhatsApp Cloud API refused the message',
        );
        throw new WhatsAppSendError(`WhatsApp Cloud API answered ${response.status}`, response.status);
      }
      await response.body?.cancel().catch(() => undefined);
    },
  };
}
