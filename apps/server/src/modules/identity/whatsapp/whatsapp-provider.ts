/** A one-time code to deliver by WhatsApp: `to` is the phone's digits with dial code. */
export type OtpMessage = { to: string; code: string; lang: 'en' | 'he' };

/** Raised by a provider when the message could not be handed over; the service answers 'Failed to send OTP'. */
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
}

export const otpText = (code: string, lang: 'en' | 'he') =>
  lang === 'he'
    ? `קוד האימות שלך הוא ${code}. הקוד בתוקף ל-5 דקות. אין למסור אותו לאף אחד.`
    : `Your verification code is ${code}. It expires in 5 minutes. Do not share it with anyone.`;
