import type { TGetTemplateResponse } from '@clinic/contract/site/get-template';

/** A phone the site offers: as the clinic's people write it, and as dialled from anywhere when the server says. */
export type ClinicPhone = { text: string; e164?: string | null | undefined };

/**
 * The clinic's phone on every page (footer, home, clinics, contact, the code limit's help, WhatsApp): its contact
 * phone, else its own. The server writes it national in the clinic's country ("03-555-0100") and sends the E.164
 * form beside it for links; the legacy backend sends only the text.
 */
export function clinicPhoneOf(template: TGetTemplateResponse | undefined): ClinicPhone | undefined {
  const data = template?.template_data;
  if (data?.contactus_phone) return { text: data.contactus_phone, e164: data.contactus_phone_e164 };
  const user = template?.user_template;
  return user?.phone ? { text: user.phone, e164: user.phone_e164 } : undefined;
}
