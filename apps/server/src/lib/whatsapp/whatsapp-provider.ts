import type { TLang } from '@clinic/contract/core/common';
/** A one-time code to deliver by WhatsApp: `to` is the phone's digits with dial code. */
export type OtpMessage = { to: string; code: string; lang: TLang };

/** What kind of message a patient gets (the demo outbox names it). */
export type MessageKind = 'otp' | 'confirmation' | 'reminder' | 'waitlist_offer' | 'reply';

/**
 * A message about a visit or a reply: its text in the patient's language and, for the Cloud provider, the approved
 * template it is sent as (body parameters in order; `buttons` adds the Confirm and Cancel quick replies).
 */
export type PatientMessage = {
  to: string;
  kind: Exclude<MessageKind, 'otp'>;
  lang: TLang;
  text: string;
  appointmentId: number | null;
  /** Names the message row (`tenantId.messageId`); the Cloud API echoes it in the message's delivery statuses. */
  reference?: string | undefined;
  template?: { name: string; params: string[]; buttons: boolean } | undefined;
};

export const messageReference = (tenantId: number, messageId: number) => `${tenantId}.${messageId}`;
/** The message row a reference names, if it is one. */
export function referencedMessage(reference: string | undefined): { tenantId: number; messageId: number } | undefined {
  const match = /^(\d{1,12})\.(\d{1,15})$/.exec(reference ?? '');
  return match ? { tenantId: Number(match[1]), messageId: Number(match[2]) } : undefined;
}

/** Raised by a provider when the message could not be handed over. */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}

export interface WhatsAppProvider {
  readonly name: 'console' | 'whatsapp-cloud';
  sendOtp(message: OtpMessage, now: Date): Promise<void>;
  /** Sends a patient message; answers the provider's id of it (a button reply names it). */
  send(message: PatientMessage, now: Date): Promise<{ providerMessageId: string }>;
}

const OTP_TEXTS: Record<TLang, (code: string) => string> = {
  en: (code) => `Your verification code is ${code}. It expires in 5 minutes. Do not share it with anyone.`,
  he: (code) => `קוד האימות שלך הוא ${code}. הקוד בתוקף ל-5 דקות. אין למסור אותו לאף אחד.`,
  ar: (code) => `رمز التحقق الخاص بك هو ${code}. ينتهي خلال 5 دقائق. لا تشاركه مع أي شخص.`,
  ru: (code) => `Ваш код подтверждения: ${code}. Он действует 5 минут. Никому его не сообщайте.`,
};
export const otpText = (code: string, lang: TLang) => OTP_TEXTS[lang](code);
