import type { TLang } from '@clinic/contract/common';
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
  template?: { name: string; params: string[]; buttons: boolean } | undefined;
};

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
