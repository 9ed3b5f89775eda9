import type { Logger } from '../logger';
import { type PatientMessage, type WhatsAppProvider, WhatsAppSendError } from './whatsapp-provider';

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

/**
 * A patient message: its approved template (body parameters, and the quick replies Confirm and Cancel, whose
 * payloads name the visit), or plain text (a reply inside the 24 hours the patient's own message opened).
 */
export function cloudMessageBody(message: PatientMessage) {
  const base = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    // Echoed in the message's status webhooks: a send whose answer was lost (its process died) is still known.
    ...(message.reference ? { biz_opaque_callback_data: message.reference } : {}),
  };
  const template = message.template;
  if (!template) return { ...base, type: 'text', text: { body: message.text, preview_url: false } };
  const buttons = template.buttons
    ? (['confirm', 'cancel'] as const).map((action, index) => ({
        type: 'button',
        sub_type: 'quick_reply',
        index: String(index),
        parameters: [{ type: 'payload', payload: `${action}:${message.appointmentId ?? ''}` }],
      }))
    : [];
  return {
    ...base,
    type: 'template',
    template: {
      name: template.name,
      language: { code: message.lang },
      components: [{ type: 'body', parameters: template.params.map((text) => ({ type: 'text', text })) }, ...buttons],
    },
  };
}

/** WhatsApp Cloud API (Meta Graph): POST {url}/{phone-number-id}/messages with a bearer token. */
export function createCloudProvider(options: CloudProviderOptions): WhatsAppProvider {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.url.replace(/\/$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;

  /** Posts one message; the error detail never carries the secrets named in `mask` or the phone. */
  async function post(body: object, to: string, mask: string[]): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message;
      options.log.error({ reason }, 'WhatsApp Cloud API unreachable');
      throw new WhatsAppSendError(`WhatsApp Cloud API unreachable: ${reason}`);
    }
    if (!response.ok) {
      // The error body names the cause (bad token, unknown template, …); codes and the phone are masked.
      let detail = await response.text().catch(() => '');
      for (const secret of mask) detail = detail.split(secret).join('******');
      detail = detail.split(to).join('[phone]');
      options.log.error(
        { status: response.status, detail: detail.slice(0, 500) },
        'WhatsApp Cloud API refused the message',
      );
      throw new WhatsAppSendError(`WhatsApp Cloud API answered ${response.status}`, response.status);
    }
    return response;
  }

  return {
    name: 'whatsapp-cloud',
    async sendOtp(message) {
      const response = await post(cloudOtpBody(options, message.to, message.code), message.to, [message.code]);
      await response.body?.cancel().catch(() => undefined);
    },
    async send(message) {
      const response = await post(cloudMessageBody(message), message.to, []);
      const answer = (await response.json().catch(() => ({}))) as { messages?: { id?: unknown }[] };
      const id = answer.messages?.[0]?.id;
      if (typeof id !== 'string') throw new WhatsAppSendError('WhatsApp Cloud API answered no message id');
      return { providerMessageId: id };
    },
  };
}
